interface SpinnerProps {
  /** Announced to screen readers and, unless hidden, shown beside the spinner. */
  label: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export function Spinner({ label, showLabel = true, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center gap-3 text-slate-700">
      <span
        aria-hidden="true"
        className={`${SIZES[size]} inline-block animate-spin rounded-full border-indigo-200 border-t-indigo-600`}
      />
      {showLabel ? (
        <span className="text-sm font-medium">{label}</span>
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </span>
  );
}

/**
 * Fills the window; used while the session loads and while a lazy page arrives. `delayed` keeps it
 * invisible for its first 400 ms: a page that arrives sooner shows no flash of spinner, and the
 * browser's first contentful paint is the page itself rather than a spinner it then replaces.
 */
export function FullPageSpinner({ label, delayed = false }: { label: string; delayed?: boolean }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div
        className={`flex flex-col items-center gap-4 ${delayed ? 'animate-[appear-late_0s_400ms_both]' : ''}`}
      >
        <Spinner label={label} size="lg" />
      </div>
    </main>
  );
}
