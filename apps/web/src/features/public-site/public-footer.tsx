import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrerenderedIsland } from '../../ui/prerendered-island.tsx';
import { SystemLogo } from '../../ui/system-logo.tsx';

type FooterItem = { key: string; to?: string };

/** Spec section 2, "Footer, landing variant": only FAQ, Contact Us, Terms and Privacy navigate. */
const COLUMNS: ReadonlyArray<{ key: 'product' | 'support' | 'legal'; items: FooterItem[] }> = [
  {
    key: 'product',
    items: [{ key: 'features' }, { key: 'pricing' }, { key: 'enterprise' }, { key: 'security' }],
  },
  {
    key: 'support',
    items: [
      { key: 'documentation' },
      { key: 'faq', to: '/faq' },
      { key: 'contact', to: '/contact' },
      { key: 'status' },
    ],
  },
  {
    key: 'legal',
    items: [
      { key: 'terms', to: '/terms' },
      { key: 'privacy', to: '/privacy' },
      { key: 'about' },
      { key: 'careers' },
    ],
  },
];

/**
 * The public footer. The platform's logo is live (it follows the system images); the rest is static
 * text and links, kept as prerendered markup (decision 0028).
 */
export function PublicFooter() {
  return (
    // Dark in both modes: drawn with the light palette's values (data-theme="light").
    <footer data-theme="light" className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
        <SystemLogo size="footer" onDark />
      </div>
      <PrerenderedIsland>
        <FooterBody />
      </PrerenderedIsland>
    </footer>
  );
}

function FooterBody() {
  const { t } = useTranslation();
  return (
    <>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 pt-4 pb-14 sm:grid-cols-3 sm:px-6 md:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))] lg:px-8">
        <div className="col-span-2 sm:col-span-3 md:col-span-1">
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">{t('publicSite.footer.tagline')}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.key}>
            <h2 className="text-sm font-semibold text-white">{t(`publicSite.footer.${column.key}.title`)}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.items.map((item) => (
                <li key={item.key}>
                  {item.to ? (
                    <Link
                      to={item.to}
                      className="rounded-sm font-medium text-white underline decoration-slate-500 underline-offset-4 hover:decoration-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                    >
                      {t(`publicSite.footer.${column.key}.${item.key}`)}
                    </Link>
                  ) : (
                    <span className="text-slate-400">{t(`publicSite.footer.${column.key}.${item.key}`)}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          {t('publicSite.footer.copyright')}
        </p>
      </div>
    </>
  );
}
