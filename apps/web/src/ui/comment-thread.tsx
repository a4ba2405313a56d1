import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-messages.ts';
import { notifySuccess } from '../lib/toast.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { TextAreaField } from './text-area-field.tsx';

export interface ThreadComment {
  id: string;
  author: { id: string; fullName: string } | null;
  body: string;
  createdAt: string;
}

/** The words of a thread, in the caller's translations. */
export interface CommentThreadText {
  title: string;
  empty: string;
  formerColleague: string;
  label: string;
  send: string;
  sending: string;
  added: string;
}

/**
 * A plan's comments, oldest first, and a form to add one (the career and development plans'). The
 * caller sends the comment; the form clears only once it is saved, and shows a refusal in place.
 */
export function CommentThread({
  comments,
  text,
  maxLength,
  pending,
  onSend,
}: {
  comments: readonly ThreadComment[];
  text: CommentThreadText;
  maxLength: number;
  pending: boolean;
  onSend: (body: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await onSend(body);
      setBody('');
      notifySuccess({ title: text.added });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {text.title}
      </h2>
      <Card className="space-y-4 px-5 py-5 sm:px-6">
        {comments.length === 0 ? (
          <p className="text-sm text-slate-600">{text.empty}</p>
        ) : (
          <ol className="space-y-3">
            {comments.map((comment) => (
              <li key={comment.id} className="rounded-xl bg-slate-50 px-4 py-3">
                <p className="text-xs text-slate-600">
                  <span className="font-semibold text-slate-800">
                    {comment.author?.fullName ?? text.formerColleague}
                  </span>{' '}
                  · <time dateTime={comment.createdAt}>{dateTime.format(new Date(comment.createdAt))}</time>
                </p>
                <p className="mt-1 text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">
                  {comment.body}
                </p>
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={(event) => void submit(event)} className="space-y-2">
          <TextAreaField
            label={text.label}
            value={body}
            maxLength={maxLength}
            onChange={(event) => setBody(event.target.value)}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button
            type="submit"
            size="sm"
            disabled={body.trim() === ''}
            pending={pending}
            pendingLabel={text.sending}
          >
            {text.send}
          </Button>
        </form>
      </Card>
    </section>
  );
}
