import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** What Node's AsyncLocalStorage offers that this module uses. */
interface SwitchableStore {
  disable(): void;
}

/**
 * Better Auth keeps each call's context (the endpoint, the request state, the adapter's transaction)
 * in AsyncLocalStorage. On Node 20 and 22 a store that has run once leaves Node's async hooks on for
 * the life of the process, so every promise of every later request pays for them, reads that never
 * touch Better Auth included: 8 % of the CPU of the "My Competencies" page's four calls, measured with
 * a CPU profile (decision 0060). Between Better Auth calls nothing reads those stores, so they are
 * switched off whenever none is running; the next call's `run` switches them on again, and a call
 * still running keeps them on until the last one ends. On Node 24 the stores are context frames:
 * switching them off costs nothing there and saves nothing.
 *
 * Every Better Auth call goes through `auth.api` (its HTTP handler is not mounted), so counting the
 * calls of that object is counting them all.
 */
export function idleAuthContexts<Auth extends { api: object }>(
  auth: Auth,
  stores = betterAuthStores(),
): Auth {
  let known: readonly SwitchableStore[] = [];
  void stores.then((found) => {
    known = found;
  });
  let running = 0;
  const settle = () => {
    running -= 1;
    // Checked synchronously after the call's last await: no other call can have begun in between.
    if (running === 0) for (const store of known) store.disable();
  };
  const wrapped = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      let call = wrapped.get(key);
      if (!call) {
        call = async (...args: unknown[]) => {
          running += 1;
          try {
            return await Reflect.apply(value, target, args);
          } finally {
            settle();
          }
        };
        wrapped.set(key, call);
      }
      return call;
    },
  });
  return new Proxy(auth, {
    get: (target, key, receiver) => (key === 'api' ? api : Reflect.get(target, key, receiver)),
  });
}

/** Better Auth's three stores (its public getters create any not made yet; creating one switches nothing on). */
async function betterAuthStores(): Promise<SwitchableStore[]> {
  return Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]) as Promise<SwitchableStore[]>;
}
