import type { PasskeyItem } from '@competencyhub/domain/schemas/two-factor';
import { PasskeyName } from '@competencyhub/domain/schemas/two-factor';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Panel } from '../../ui/panel.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './security-api.ts';

/** The browser's own refusal (the person closed the prompt, or no authenticator answered). */
const cancelledByBrowser = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** What went wrong adding a passkey, in the person's language. */
function addError(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  if (cancelledByBrowser(error)) return t('security.passkeys.cancelled');
  if (!isApiError(error) && error instanceof Error) return t('security.passkeys.unsupported');
  return errorMessage(t, error);
}

/** Add a passkey: a name, then the browser's own prompt (Touch ID, Windows Hello, a security key). */
export function AddPasskeyForm({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = PasskeyName.safeParse(name);
    if (!parsed.success) return setNameError(translateValidationMessage(t, parsed.error.issues[0]?.message));
    setNameError(undefined);
    try {
      await add.mutateAsync(parsed.data);
      setName('');
      onAdded?.();
    } catch (caught) {
      setError(addError(t, caught));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextField
        label={t('security.passkeys.nameLabel')}
        hint={t('security.passkeys.nameHint')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        maxLength={60}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" pending={add.isPending} pendingLabel={t('security.passkeys.adding')}>
        {t('security.passkeys.add')}
      </Button>
    </form>
  );
}

function PasskeyRow({ item }: { item: PasskeyItem }) {
  const { t, i18n } = useTranslation();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const label = item.name ?? t('security.passkeys.unnamed');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await rename.mutateAsync({ id: item.id, name: draft });
      setEditing(false);
    } catch (caught) {
      setError(
        isApiError(caught) && caught.fieldErrors.name?.[0]
          ? (translateValidationMessage(t, caught.fieldErrors.name[0]) ?? errorMessage(t, caught))
          : errorMessage(t, caught),
      );
    }
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      {editing ? (
        <form onSubmit={save} noValidate className="flex-1 space-y-2">
          <TextField
            label={t('security.passkeys.renameLabel', { name: label })}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={error ?? undefined}
            maxLength={60}
          />
          <div className="flex gap-2">
            <Button
              type="submit"
              size="sm"
              pending={rename.isPending}
              pendingLabel={t('security.passkeys.saving')}
            >
              {t('security.passkeys.save')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
              {t('security.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="min-w-0">
            <p id={nameId} className="break-words text-sm font-medium text-slate-900">
              {label}
            </p>
            <p className="text-xs text-slate-600">
              {t('security.passkeys.added', { date: date(item.createdAt) })} ·{' '}
              {item.lastUsedAt
                ? t('security.passkeys.lastUsed', { date: date(item.lastUsedAt) })
                : t('security.passkeys.neverUsed')}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="secondary" size="sm" aria-describedby={nameId} onClick={() => setEditing(true)}>
              {t('security.passkeys.rename')}
            </Button>
            <Button variant="danger" size="sm" aria-describedby={nameId} onClick={() => setConfirming(true)}>
              {t('security.passkeys.remove')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={t('security.passkeys.removeTitle')}
        description={t('security.passkeys.removeBody', { name: label })}
        confirmLabel={t('security.passkeys.remove')}
        pendingLabel={t('security.passkeys.removing')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : null}
        onConfirm={() => remove.mutate(item.id, { onSuccess: () => setConfirming(false) })}
      />
    </li>
  );
}

/** /profile's passkeys: sign in with a fingerprint, face or screen lock instead of a password. */
export function PasskeysPanel() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const items = passkeys.data?.items ?? [];
  return (
    <Panel title={t('security.passkeys.title')} description={t('security.passkeys.description')}>
      <div className="space-y-5">
        {passkeys.isError ? <Alert tone="error">{t('security.panel.loadFailed')}</Alert> : null}
        {passkeys.data ? (
          items.length ? (
            <ul aria-label={t('security.passkeys.listLabel')} className="divide-y divide-slate-200">
              {items.map((item) => (
                <PasskeyRow key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('security.passkeys.none')}</p>
          )
        ) : null}
        <AddPasskeyForm />
      </div>
    </Panel>
  );
}
