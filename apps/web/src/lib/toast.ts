/** Spec section 9: the toast area's constants (Sonner's own defaults, pinned here on purpose). */
export const TOAST_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
  swipeThreshold: 45,
  removeDelay: 200,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
  zIndex: 100,
} as const;

export interface ToastContent {
  title: string;
  description?: string;
}

/**
 * Sonner loads with the first toast, not with the page: most visits never show one, and the
 * landing page has a tight JavaScript budget. The toaster host (ui/toaster.tsx) mounts Sonner's
 * toaster when asked and says when it listens; only then is the toast published.
 */
let showToaster: (() => Promise<void>) | null = null;

export function registerToasterHost(mount: () => Promise<void>): () => void {
  showToaster = mount;
  return () => {
    if (showToaster === mount) showToaster = null;
  };
}

async function sonner() {
  const [module] = await Promise.all([import('sonner'), showToaster?.()]);
  return module.toast;
}

function report(error: unknown) {
  console.warn('A notification could not be shown', error);
}

export function notifySuccess({ title, description }: ToastContent): void {
  sonner().then((toast) => toast.success(title, { description }), report);
}

/** A destructive toast; spec section 8 uses the title 'Error' for most of them. */
export function notifyError({ title, description }: ToastContent): void {
  sonner().then((toast) => toast.error(title, { description }), report);
}
