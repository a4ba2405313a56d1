import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence, or several paragraphs (<p> elements). */
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** Room for a long name in the title, e.g. a domain. */
  wide?: boolean;
  /** Why the action failed; the dialog stays open so the person can try again or cancel. */
  error?: string | null;
  /** 'primary' for the harmless counterpart of a destructive action (reactivating someone). */
  confirmVariant?: 'danger' | 'primary';
}

/**
 * The one way the product asks before a destructive action (revoke, reject, deactivate, remove).
 * Asks before something that cannot be undone. Focus starts on Cancel, so Enter does not confirm
 * by accident; Escape closes it, but not while the action is running.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  wide = false,
  error = null,
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 ${wide ? 'w-[min(30rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'} -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none`}
        >
          <Dialog.Title className="text-lg font-semibold break-words text-slate-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm leading-relaxed text-slate-700">
              {typeof description === 'string' ? <p>{description}</p> : description}
            </div>
          </Dialog.Description>
          {error ? (
            <div className="mt-4">
              <Alert tone="error">{error}</Alert>
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={pending}>
                {t('common.cancel')}
              </Button>
            </Dialog.Close>
            <Button
              variant={confirmVariant}
              pending={pending}
              pendingLabel={pendingLabel}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
