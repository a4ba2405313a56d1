import { Ok } from '@competencyhub/domain/schemas/common';
import { WebAuthnOptions } from '@competencyhub/domain/schemas/two-factor';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';

/** Options from the server, the browser asks the authenticator, the server checks the signature. */
function usePasskeySignIn() {
  return useMutation({
    mutationFn: async () => {
      const [{ startAuthentication }, options] = await Promise.all([
        import('@simplewebauthn/browser'),
        apiRequest('/auth/passkey-sign-in/options', { method: 'POST', schema: WebAuthnOptions }),
      ]);
      const response = await startAuthentication({ optionsJSON: options as never });
      return apiRequest('/auth/passkey-sign-in', { method: 'POST', body: { response }, schema: Ok });
    },
  });
}

/** "Sign in with a passkey" under the password form (decision 0075). */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation();
  const signIn = usePasskeySignIn();
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      await signIn.mutateAsync();
      await onSignedIn();
    } catch (caught) {
      if (caught instanceof Error && (caught.name === 'NotAllowedError' || caught.name === 'AbortError')) {
        setError(t('security.passkeys.cancelled'));
      } else if (!isApiError(caught) && caught instanceof Error) {
        setError(t('security.passkeys.unsupported'));
      } else if (isApiError(caught, 'FORBIDDEN')) {
        // The company does not allow passkeys: its message, in the person's language.
        setError(translateValidationMessage(t, caught.message) ?? errorMessage(t, caught));
      } else {
        setError(errorMessage(t, caught));
      }
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('security.passkeys.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        variant="secondary"
        fullWidth
        onClick={start}
        pending={signIn.isPending}
        pendingLabel={t('security.passkeys.signingIn')}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {t('security.passkeys.signIn')}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
