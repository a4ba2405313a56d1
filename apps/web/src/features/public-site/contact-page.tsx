import { Briefcase, LifeBuoy, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../ui/card.tsx';
import { linkClass } from '../../ui/styles.ts';
import { ContactForm } from './contact-form.tsx';
import { PublicLayout, PublicPageHeading } from './public-layout.tsx';

const CHANNELS = [
  { key: 'sales', icon: Briefcase, email: 'sales@competencyhub.test' },
  { key: 'support', icon: LifeBuoy, email: 'support@competencyhub.test' },
  { key: 'privacy', icon: ShieldCheck, email: 'privacy@competencyhub.test' },
] as const;

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('publicSite.contact.title')}>
      <PublicPageHeading title={t('publicSite.contact.title')} subtitle={t('publicSite.contact.subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        <Card as="section" labelledBy="contact-form-title" className="p-6 sm:p-8">
          <h2 id="contact-form-title" className="mb-6 text-lg font-semibold text-slate-900">
            {t('publicSite.contact.formTitle')}
          </h2>
          <ContactForm />
        </Card>
        <aside aria-labelledby="contact-aside-title" className="space-y-6">
          <div className="rounded-2xl bg-slate-50 p-6">
            <h2 id="contact-aside-title" className="text-base font-semibold text-slate-900">
              {t('publicSite.contact.aside.title')}
            </h2>
            <ul className="mt-4 space-y-4">
              {CHANNELS.map(({ key, icon: Icon, email }) => (
                <li key={key} className="flex gap-3">
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-indigo-600 shadow-xs">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-slate-900">{t(`publicSite.contact.aside.${key}`)}</p>
                    <a href={`mailto:${email}`} className={`break-all ${linkClass}`}>
                      {email}
                    </a>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-600">
              {t('publicSite.contact.aside.response')}
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6 text-sm">
            <p className="font-medium text-slate-900">{t('publicSite.contact.aside.faqPrompt')}</p>
            <Link to="/faq" className={`mt-1 inline-block ${linkClass}`}>
              {t('publicSite.contact.aside.faqLink')}
            </Link>
          </div>
        </aside>
      </div>
    </PublicLayout>
  );
}
