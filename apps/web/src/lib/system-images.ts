import type { ActiveSystemImage, SystemImageType } from '@competencyhub/domain/schemas/system-images';
import { useSyncExternalStore } from 'react';

/**
 * The platform's active images (its logo, favicon and system-owner picture), read once per page
 * load from the public lookup and shared by every place that shows them. Public pages need them
 * too, so this is plain fetch and a tiny store rather than the query client (kept out of the
 * landing download). `system-logo-updated` (spec section 4) reads them again: the Images tab fires
 * it after every change, and so may anything else that changes them.
 */

export const SYSTEM_LOGO_UPDATED = 'system-logo-updated';
/** The product's own favicon: what index.html names (inline, no request of its own), read before any change. */
let productFavicon: string | null = null;

export type SiteImagesState =
  | { status: 'loading' }
  | { status: 'ready'; images: readonly ActiveSystemImage[] }
  | { status: 'failed' };

const LOADING: SiteImagesState = { status: 'loading' };
let state: SiteImagesState = LOADING;
let started = false;
const listeners = new Set<() => void>();

function set(next: SiteImagesState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The site's favicon: the active system favicon, or the product's own. */
function applyFavicon(images: readonly ActiveSystemImage[]) {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) return;
  productFavicon ??= link.getAttribute('href');
  const favicon = images.find((image) => image.imageType === 'favicon');
  const href = favicon?.fileUrl ?? productFavicon ?? '';
  if (link.getAttribute('href') === href) return;
  link.type = favicon ? (href.endsWith('.webp') ? 'image/webp' : 'image/png') : 'image/svg+xml';
  link.href = href;
}

async function load() {
  try {
    const response = await fetch('/api/v1/site-images', {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`site images answered ${response.status}`);
    const { items } = (await response.json()) as { items: ActiveSystemImage[] };
    set({ status: 'ready', images: items });
    applyFavicon(items);
  } catch (error) {
    // Spec section 8: a missing or failing logo falls back silently to the initials.
    console.warn('System images could not be loaded; showing the product initials', error);
    set({ status: 'failed' });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    window.addEventListener(SYSTEM_LOGO_UPDATED, () => void load());
    void load();
  }
  return () => listeners.delete(listener);
}

const serverState = () => LOADING;

/** The state of the platform's images; the first caller on a page starts the lookup. */
export function useSiteImages(): SiteImagesState {
  return useSyncExternalStore(subscribe, () => state, serverState);
}

/** The active image of one type, or null while loading, when there is none, or when the lookup failed. */
export function activeImage(current: SiteImagesState, type: SystemImageType): ActiveSystemImage | null {
  return current.status === 'ready'
    ? (current.images.find((image) => image.imageType === type) ?? null)
    : null;
}

/** Tells every open view of this page that the platform's images changed. */
export function announceSystemImagesChanged() {
  window.dispatchEvent(new Event(SYSTEM_LOGO_UPDATED));
}
