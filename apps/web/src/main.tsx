import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRouter } from './app/router.tsx';
import { i18n, initI18n } from './lib/i18n/i18n.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

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

initI18n().then(
  () => root.render(<App router={createRouter()} />),
  (error: unknown) => {
    console.error('Application initialization error', error);
    root.render(<InitErrorScreen />);
  },
);
