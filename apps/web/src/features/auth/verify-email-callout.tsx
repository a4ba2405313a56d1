import { isFreeMailDomain } from '@competencyhub/domain/free-mail-domains';
import { emailDomain } from '@competencyhub/domain/roles';
import type { Me } from '@competencyhub/domain/schemas/profiles';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { OutlineIcon } from '../../ui/outline-icon.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/**
 * Dashboard callout for a user who has not confirmed their e-mail yet. For the account holder of a
 * company that has claimed no domain it says what confirming unlocks: colleagues can ask to join.
 */
export function VerifyEmailCallout({ me }: { me: Me }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { user, company } = me;
  if (user.emailVerified) return null;

  // Mirrors the server's rule (domain-claim.ts): public mailbox domains are never claimed.
  const claims =
    user.role === 'account_holder' &&
    company !== null &&
    company.domains.length === 0 &&
    !isFreeMailDomain(emailDomain(user.email));
  const values = { email: user.email, domain: emailDomain(user.email), company: company?.name ?? '' };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 shadow-sm sm:flex-row sm:items-start sm:p-6"
    >
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 sm:inline-flex">
        <OutlineIcon
          path="M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Zm0 0 8 6 8-6"
          className="size-5"
        />
      </span>
      <div className="min-w-0 flex-1 space-y-3">
        <h2 id={headingId} className="text-base font-semibold">
          {t('verifyEmail.callout.title')}
        </h2>
        <p className="break-words text-sm leading-relaxed">
          <Trans
            i18nKey={claims ? 'verifyEmail.callout.bodyClaim' : 'verifyEmail.callout.body'}
            values={values}
            components={{ strong: <strong className="font-semibold" /> }}
          />
        </p>
        <ResendVerificationButton email={user.email} label={t('verifyEmail.callout.resend')} />
      </div>
    </section>
  );
}
