import type { Role } from '@competencyhub/domain/roles';
import { Bot } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLocaleAreas } from '../../lib/i18n/i18n.ts';
import { focusRing } from '../../ui/styles.ts';

// The conversation, its Markdown renderer and its words load when Help is first pressed.
const AssistantDialog = lazy(() => import('../../features/assistant/assistant-dialog.tsx'));

/**
 * The floating 'Help' button at the bottom right of every signed-in page (spec section 2). The page
 * keeps room below its content and toasts rise above it (app/shell.css), so it covers neither.
 * The dialog stays mounted once opened, so closing and reopening it keeps the conversation.
 */
export function HelpAssistant({ role, fullName }: { role: Role; fullName: string }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadLocaleAreas(['assistant']).then(() => setReady(true));
  }, []);

  if (!ready) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-floating
        className={`help-button z-40 inline-flex items-center gap-2 rounded-full bg-indigo-600 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-indigo-700 print:hidden ${focusRing}`}
      >
        <Bot aria-hidden="true" className="size-5" />
        {t('assistant.help')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <AssistantDialog
            open={open}
            onOpenChange={setOpen}
            role={role}
            firstName={fullName.split(' ')[0] ?? fullName}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
