import { Alert } from './alert.tsx';
import { Button, type ButtonProps } from './button.tsx';

/** Why the last submit failed (when it was not one field's fault), announced as an alert. */
export function FormErrorAlert({ message }: { message: string | null }) {
  return message ? <Alert tone="error">{message}</Alert> : null;
}

interface FormFooterProps extends Omit<ButtonProps, 'type'> {
  error: string | null;
}

/** A form's last lines: the error of the last submit, then the submit button (the children). */
export function FormFooter({ error, ...button }: FormFooterProps) {
  return (
    <>
      <FormErrorAlert message={error} />
      <Button type="submit" {...button} />
    </>
  );
}

interface SaveChangesFooterProps {
  error: string | null;
  /** Something differs from what is saved: Save is enabled and Discard shown. */
  dirty: boolean;
  pending: boolean;
  saveLabel: string;
  savingLabel: string;
  discardLabel: string;
  /** Puts the saved values back (and clears the error). */
  onDiscard: () => void;
}

/** The footer of a form that edits something already saved: Save, and Discard while there are changes. */
export function SaveChangesFooter({
  error,
  dirty,
  pending,
  saveLabel,
  savingLabel,
  discardLabel,
  onDiscard,
}: SaveChangesFooterProps) {
  return (
    <>
      <FormErrorAlert message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!dirty} pending={pending} pendingLabel={savingLabel}>
          {saveLabel}
        </Button>
        {dirty ? (
          <Button variant="ghost" disabled={pending} onClick={onDiscard}>
            {discardLabel}
          </Button>
        ) : null}
      </div>
    </>
  );
}
