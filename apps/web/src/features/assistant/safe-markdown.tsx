import Markdown, { defaultUrlTransform } from 'react-markdown';
import { Link } from 'react-router';
import { focusRing } from '../../ui/styles.ts';

/** A path of the app: "//host" leads to another site (and "/\host" would, were it not encoded first). */
const APP_PATH = /^\/(?![/\\])/;

/**
 * The site an absolute address leads to, as the browser reads it (an international name in its
 * punycode form, so a look-alike shows as what it is); for mailto: and xmpp: the address's domain.
 * Null for anything that is not an absolute address.
 */
function siteOf(address: string): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.hostname || url.pathname.split('@').at(-1)?.toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * Markdown from the assistant (spec section 5), rendered by react-markdown: raw HTML is dropped
 * (`skipHtml`), never rendered; a link keeps its address only when it is http, https, irc, ircs,
 * mailto, xmpp or relative (react-markdown's `defaultUrlTransform`), any other address (javascript:,
 * data:, vbscript:…) is emptied; images are shown as their text. Links within the app stay in the app;
 * others open in a new tab without access to this one and show the site they really lead to after their
 * text ("Benefits (evil.example)"): a model's answer keeps only the links its cited passages hold (the
 * server checks), and the reader still sees where each one goes. A relative address that is not a path
 * of the app ("//evil.example" leads to another site) is text.
 */
export function SafeMarkdown({ text, links = true }: { text: string; links?: boolean }) {
  return (
    <Markdown
      skipHtml
      urlTransform={defaultUrlTransform}
      // A quoted passage's own Markdown links stay text: only the citation's link leads anywhere.
      disallowedElements={links ? ['img'] : ['img', 'a']}
      unwrapDisallowed
      components={{
        a: ({ href, children }) => {
          const address = href ?? '';
          if (APP_PATH.test(address)) {
            return (
              <Link to={address} className={`font-medium text-indigo-700 underline ${focusRing}`}>
                {children}
              </Link>
            );
          }
          const site = siteOf(address);
          return site ? (
            <a
              href={address}
              target="_blank"
              rel="noopener noreferrer"
              className={`font-medium text-indigo-700 underline ${focusRing}`}
            >
              {children}
              <span className="font-normal text-slate-600"> ({site})</span>
            </a>
          ) : (
            <span>{children}</span>
          );
        },
        p: ({ children }) => <p className="assistant-paragraph">{children}</p>,
        ul: ({ children }) => <ul className="mb-2 list-disc space-y-1 pl-5">{children}</ul>,
        ol: ({ children }) => <ol className="mb-2 list-decimal space-y-1 pl-5">{children}</ol>,
        strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
        code: ({ children }) => <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">{children}</code>,
      }}
    >
      {text}
    </Markdown>
  );
}
