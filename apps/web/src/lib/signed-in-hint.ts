/**
 * Whether this browser was signed in when the app last asked, so the public pages can lead a
 * signed-in visitor back to the app. Only a hint: the public header confirms it with the server
 * before showing anything, and an anonymous visitor (no hint) costs no request at all, so the
 * landing page asks nothing of the API and logs no 401.
 */
const KEY = 'competencyhub.signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage can be blocked; the public pages then offer sign-in as to anyone.
  }
}

function hasHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** True once the server confirms the session this browser remembers; false otherwise. */
export async function confirmSignedIn(signal?: AbortSignal): Promise<boolean> {
  if (!hasHint()) return false;
  try {
    const response = await fetch('/api/v1/me', { headers: { accept: 'application/json' }, signal });
    if (response.status === 401) rememberSignedIn(false);
    return response.ok;
  } catch {
    return false;
  }
}
