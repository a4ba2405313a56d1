/** Shared class lists, so every control shows the same visible keyboard focus. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export const linkClass = `rounded-sm font-medium text-indigo-700 underline-offset-4 hover:text-indigo-900 hover:underline ${focusRing}`;

export const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 ' +
  'focus:outline-none focus:ring-3 focus:ring-indigo-500/40 focus:border-indigo-600 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600';
