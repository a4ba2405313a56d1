import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.tsx';
import { watchSystemScheme } from './lib/color-scheme.ts';
import { i18n, initI18n } from './lib/i18n/i18n.ts';
import { canHydrate, markHydrationStarted, PRERENDERED_ATTRIBUTE } from './lib/prerendered.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root: HTMLElement = container;
watchSystemScheme();

/** Start-up failure (spec section 2): a plain screen that needs nothing else to work. */
function InitErrorScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold text-slate-900">
        {i18n.t('app.initError', { defaultValue: 'Application initialization error' })}
      </h1>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {i18n.t('errorScreen.reload', { defaultValue: 'Reload Application' })}
      </button>
    </main>
  );
}

/**
 * A fresh root over whatever #root holds: prerendered markup this visit cannot use (another language,
 * which src/prerendered-start.ts has kept unseen) goes at once, and the page renders as any other.
 */
function renderAfresh() {
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.replaceChildren();
  return createRoot(root);
}

/**
 * Ends the current task. Start-up runs as several tasks rather than one, so the browser can answer
 * input (and a slow phone does not freeze) between evaluating the code, starting i18next, building
 * the router and rendering.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  await nextTask();
  try {
    await initI18n();
  } catch (error) {
    console.error('Application initialization error', error);
    renderAfresh().render(<InitErrorScreen />);
    return;
  }
  await nextTask();
  const app = <App router={createRouter()} />;
  await nextTask();
  if (canHydrate(root, window.location.pathname, i18n.language)) {
    // The landing page's markup came with the HTML (decision 0028): React takes it over as it is,
    // as a transition, so the work is split into short slices instead of one long task.
    markHydrationStarted();
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('The prerendered page did not match its render', error),
      });
    });
  } else {
    renderAfresh().render(app);
  }
}

void start();
