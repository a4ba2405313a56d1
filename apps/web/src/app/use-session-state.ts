import { AUTH_LOADING_TIMEOUT_MS } from '@competencyhub/domain/constants';
import type { Me } from '@competencyhub/domain/schemas/profiles';
import { useEffect, useState } from 'react';
import { useMe } from '../lib/session.ts';

export type SessionState = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'signed-in'; me: Me };

/**
 * The session as the route guard sees it. Loading is held at most AUTH_LOADING_TIMEOUT_MS (spec
 * section 9); after that the user is treated as signed out rather than left on a spinner.
 */
export function useSessionState(): SessionState {
  const me = useMe();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!me.isPending) {
      setTimedOut(false);
      return;
    }
    const timer = window.setTimeout(() => setTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [me.isPending]);

  useEffect(() => {
    if (me.error) console.warn('Could not load the session', me.error);
  }, [me.error]);

  if (me.data) return { kind: 'signed-in', me: me.data };
  if (me.isPending && !timedOut) return { kind: 'loading' };
  return { kind: 'signed-out' };
}
