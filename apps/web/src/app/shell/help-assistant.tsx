import { addsKnowledgeDirectly, type Role } from '@competencyhub/domain/roles';
import type { ExternalSource } from '@competencyhub/domain/schemas/assistant';
import { Bot } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurationPrefill } from '../../features/knowledge-base/curation-dialog.tsx';
import { loadLocaleAreas } from '../../lib/i18n/i18n.ts';
import { focusRing } from '../../ui/styles.ts';

// The conversation, its Markdown renderer and its words load when Help is first pressed; the
// knowledge base's dialog when someone adds a page from it.
const AssistantDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/assistant/assistant-dialog.tsx'),
    loadLocaleAreas(['assistant']),
  ]);
  return module;
});
const CurationDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/knowledge-base/curation-dialog.tsx'),
    loadLocaleAreas(['knowledge-base']),
  ]);
  return module;
});

/** A page found on the web, offered for the knowledge base with the question it came up for. */
function prefillOf(found: { source: ExternalSource; question: string } | null): CurationPrefill | undefined {
  if (!found) return undefined;
  // One line each, as the fields take them (a question may have had line breaks).
  const line = (text: string, max: number) =>
    text
      .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max);
  return {
    url: found.source.url,
    title: line(found.source.title, 200),
    description: found.source.description,
    searchQuery: line(found.question, 200),
  };
}

/**
 * The floating 'Help' button at the bottom right of every signed-in page (spec section 2). The page
 * keeps room below its content and toasts rise above it (app/shell.css), so it covers neither.
 * The dialog stays mounted once opened, so closing and reopening it keeps the conversation. The
 * knowledge base's curation dialog opens over it (a feature of its own, composed here).
 */
export function HelpAssistant({ role, fullName }: { role: Role; fullName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [curating, setCurating] = useState<{ prefill: CurationPrefill | undefined } | null>(null);
  const button = useRef<HTMLButtonElement>(null);

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
        // A name for Help Mode's selector that survives layout changes (decision 0071).
        data-help-id="help-assistant"
        className={`help-button z-40 inline-flex items-center gap-2 rounded-full bg-indigo-600 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-indigo-700 print:hidden ${focusRing}`}
      >
        <Bot aria-hidden="true" className="size-5" />
        {t('shell.help')}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <AssistantDialog
            open={open}
            onOpenChange={setOpen}
            role={role}
            firstName={fullName.split(' ')[0] ?? fullName}
            returnFocus={() => button.current?.focus()}
            onAddToKnowledgeBase={(found) => setCurating({ prefill: prefillOf(found) })}
          />
        </Suspense>
      ) : null}
      {curating ? (
        <Suspense fallback={null}>
          <CurationDialog
            open
            onOpenChange={(next) => !next && setCurating(null)}
            prefill={curating.prefill}
            direct={addsKnowledgeDirectly(role)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
