import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { useResendVerificationEmail } from './auth-api.ts';

interface ResendVerificationButtonProps {
  /** Where the link goes: the signed-in user's address. */
  email: string;
  label: string;
  variant?: 'primary' | 'secondary';
  fullWidth?: boolean;
  className?: string;
}

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/** Sends a new confirmation link and says so (or why not: a 429 tells how long to wait). */
export function ResendVerificationButton({
  email,
  label,
  variant = 'secondary',
  fullWidth = false,
  className = '',
}: ResendVerificationButtonProps) {
  const { t } = useTranslation();
  const resend = useResendVerificationEmail();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onClick = () => {
    setOutcome(null);
    resend.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('verifyEmail.resent', { email }) }),
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(t, error) }),
    });
  };

  return (
    <div className={`space-y-3 ${className}`}>
      <Button
        variant={variant}
        fullWidth={fullWidth}
        pending={resend.isPending}
        pendingLabel={t('verifyEmail.resending')}
        onClick={onClick}
      >
        {label}
      </Button>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </div>
  );
}
