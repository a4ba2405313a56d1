import { hasPermission } from '@competencyhub/domain/permissions';
import { addsKnowledgeDirectly, type Role } from '@competencyhub/domain/roles';
import type { AskReply, ExternalSource } from '@competencyhub/domain/schemas/assistant';
import { faqLocaleFor } from '@competencyhub/domain/schemas/public-site';
import * as Dialog from '@radix-ui/react-dialog';
import { Bot, FilePlus2, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { Answer, Feedback, type Item } from './assistant-answer.tsx';
import { readSession, streamAssistant } from './assistant-api.ts';
import { SUGGESTION_SETS, suggestionSetFor } from './suggested-questions.ts';

/** The conversation survives a reload of the tab (not the browser): the server keeps it. */
const SESSION_KEY = 'competencyhub.assistant.session';

function storedSession(): string | null {
  try {
    return window.sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}
function storeSession(id: string | null) {
  try {
    if (id) window.sessionStorage.setItem(SESSION_KEY, id);
    else window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Storage can be blocked: the conversation then lasts as long as the page.
  }
}

const localMessage = (role: 'user' | 'assistant', content: string, mode: Item['mode'] = null): Item => ({
  id: `local-${crypto.randomUUID()}`,
  role,
  content,
  citations: [],
  externalSources: [],
  mode,
  rating: null,
  createdAt: new Date().toISOString(),
});

/** The question an answer replies to: the message before it. */
function questionBefore(items: readonly Item[], answerId: string): string {
  const index = items.findIndex((item) => item.id === answerId);
  const question = items.slice(0, Math.max(index, 0)).findLast((item) => item.role === 'user');
  return question?.content ?? '';
}

/**
 * The help assistant (spec section 2): a welcome and up to 3 suggested questions by page and role
 * on first open, the conversation kept on the server, a typing indicator while an answer is on its
 * way, Enter to send, and a helpful / not-helpful widget under every answer.
 */
export default function AssistantDialog({
  open,
  onOpenChange,
  role,
  firstName,
  returnFocus,
  onAddToKnowledgeBase,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: Role;
  firstName: string;
  /** Where focus goes when the dialog closes: the Help button that opened it. */
  returnFocus: () => void;
  /**
   * Opens the knowledge base's curation dialog (composed by the shell), empty or with a page found
   * on the web and the question it answers.
   */
  onAddToKnowledgeBase: (found: { source: ExternalSource; question: string } | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [items, setItems] = useState<Item[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(storedSession);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<AskReply['notice']>(null);
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const suggestions = SUGGESTION_SETS[suggestionSetFor(location.pathname, location.search, role)];
  const canBuyCredits = hasPermission(role, 'administer_company');

  // A conversation of this tab is read back from the server once.
  useEffect(() => {
    const id = storedSession();
    if (!id) return;
    const controller = new AbortController();
    readSession(id, controller.signal).then(
      (session) => setItems(session.messages),
      (error: unknown) => {
        if (isApiError(error, 'NOT_FOUND')) {
          storeSession(null);
          setSessionId(null);
        }
      },
    );
    return () => controller.abort();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the conversation grows
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [items.length, pending, open]);

  async function send(question: string) {
    const message = question.trim();
    if (!message || pending) return;
    const local = localMessage('user', message);
    // The answer as it streams in, shown until the whole reply replaces it.
    const writing = localMessage('assistant', '', 'model');
    setItems((current) => [...current, local]);
    setText('');
    setPending(true);
    setNotice(null);
    try {
      const reply = await streamAssistant(
        {
          message,
          ...(sessionId ? { sessionId } : {}),
          currentPage: location.pathname.slice(0, 200),
          locale: faqLocaleFor(i18n.resolvedLanguage),
        },
        () => undefined,
        (piece) => {
          writing.content += piece;
          const shown = { ...writing };
          setItems((current) =>
            current.some((item) => item.id === writing.id)
              ? current.map((item) => (item.id === writing.id ? shown : item))
              : [...current, shown],
          );
        },
      );
      setSessionId(reply.sessionId);
      storeSession(reply.sessionId);
      setNotice(reply.notice);
      setItems((current) => [
        ...current.filter((item) => item.id !== local.id && item.id !== writing.id),
        reply.question,
        reply.answer,
      ]);
    } catch (error) {
      // Spec section 8: the error reply; the cause goes to the console for whoever investigates.
      console.warn('The assistant could not answer', error);
      if (isApiError(error, 'NOT_FOUND')) {
        storeSession(null);
        setSessionId(null);
      }
      const failed = localMessage('assistant', '', 'error');
      if (isApiError(error) && (error.status === 429 || error.status === 400))
        failed.failure = errorMessage(t, error);
      setItems((current) => [...current.filter((item) => item.id !== writing.id), failed]);
    } finally {
      setPending(false);
      input.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(text);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="assistant-panel z-50 flex flex-col bg-slate-50 shadow-xl ring-1 ring-slate-200 focus:outline-none"
        >
          <div className="assistant-panel-head flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
            <div className="flex items-center gap-2">
              <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                <Bot aria-hidden="true" className="size-5" />
              </span>
              <Dialog.Title className="text-base font-semibold text-slate-900">
                {t('assistant.title')}
              </Dialog.Title>
            </div>
            <Dialog.Close
              className={`rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${focusRing}`}
              aria-label={t('assistant.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div
            ref={log}
            role="log"
            aria-live="polite"
            aria-label={t('assistant.conversation')}
            className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4 text-sm"
          >
            <div className="assistant-bubble rounded-2xl bg-white px-3 py-2 text-slate-800 ring-1 ring-slate-200">
              <p>{t('assistant.welcome', { name: firstName })}</p>
            </div>
            {items.length === 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={t('assistant.suggestionsLabel')}>
                {suggestions.slice(0, 3).map((key) => (
                  <li key={key}>
                    <button
                      type="button"
                      onClick={() => void send(t(`assistant.suggestions.${key}`))}
                      className={`rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-left text-xs font-medium text-indigo-800 hover:bg-indigo-100 ${focusRing}`}
                    >
                      {t(`assistant.suggestions.${key}`)}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {items.map((item) =>
              item.role === 'user' ? (
                <div
                  key={item.id}
                  className="assistant-bubble ml-auto rounded-2xl bg-indigo-600 px-3 py-2 text-white"
                >
                  <p className="sr-only">{t('assistant.you')}</p>
                  <p className="whitespace-pre-line">{item.content}</p>
                </div>
              ) : (
                <div
                  key={item.id}
                  className="assistant-bubble rounded-2xl bg-white px-3 py-2 text-slate-800 ring-1 ring-slate-200"
                >
                  <p className="sr-only">{t('assistant.title')}</p>
                  <Answer
                    message={item}
                    onAddSource={(source) =>
                      onAddToKnowledgeBase({ source, question: questionBefore(items, item.id) })
                    }
                  />
                  {item.mode === 'error' ? null : <Feedback message={item} />}
                </div>
              ),
            )}
            {pending && !items.some((item) => item.id.startsWith('local-') && item.role === 'assistant') ? (
              <div className="inline-flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-slate-600 ring-1 ring-slate-200">
                <Spinner size="sm" label={t('assistant.typing')} />
              </div>
            ) : null}
          </div>
          {notice ? (
            <p
              role="status"
              className="border-t border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900"
            >
              {t('assistant.creditsExhausted')}{' '}
              {canBuyCredits ? (
                <Link to="/subscription?tab=addons" className={`font-semibold underline ${focusRing}`}>
                  {t('assistant.buyCredits')}
                </Link>
              ) : null}
            </p>
          ) : null}
          <div className="flex justify-end border-t border-slate-200 bg-white px-4 pt-2">
            <button
              type="button"
              onClick={() => onAddToKnowledgeBase(null)}
              className={`inline-flex items-center gap-1.5 rounded-md text-xs font-medium text-indigo-700 hover:underline ${focusRing}`}
            >
              <FilePlus2 aria-hidden="true" className="size-3.5" />
              {t(addsKnowledgeDirectly(role) ? 'assistant.addPage' : 'assistant.suggestPage')}
            </button>
          </div>
          <form
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              void send(text);
            }}
            className="flex items-end gap-2 bg-white px-4 pt-2 pb-3"
          >
            <label htmlFor="assistant-question" className="sr-only">
              {t('assistant.inputLabel')}
            </label>
            <textarea
              id="assistant-question"
              ref={input}
              rows={2}
              value={text}
              maxLength={2000}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('assistant.placeholder')}
              className={`assistant-input flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm ${focusRing}`}
            />
            <Button type="submit" disabled={!text.trim() || pending}>
              {t('assistant.send')}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
