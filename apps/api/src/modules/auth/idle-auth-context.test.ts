import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { idleAuthContexts } from './idle-auth-context.ts';

/** A stand-in for Better Auth's API: each call runs inside its store, as Better Auth's endpoints do. */
function fakeAuth(store: AsyncLocalStorage<string>) {
  return {
    api: {
      async call(name: string, until: Promise<void>) {
        return store.run(name, async () => {
          await until;
          return store.getStore();
        });
      },
    },
    options: { appName: 'kept' },
  };
}

describe('idleAuthContexts', () => {
  it('switches the stores off once the last running call has ended, never under one still running', async () => {
    const store = new AsyncLocalStorage<string>();
    const disable = vi.spyOn(store, 'disable');
    const auth = idleAuthContexts(fakeAuth(store), Promise.resolve([store]));
    await Promise.resolve();

    let releaseFirst = () => {};
    let releaseSecond = () => {};
    const first = auth.api.call('first', new Promise<void>((resolve) => (releaseFirst = resolve)));
    const second = auth.api.call('second', new Promise<void>((resolve) => (releaseSecond = resolve)));
    releaseFirst();
    expect(await first).toBe('first');
    expect(disable).not.toHaveBeenCalled();
    // The second call still reads its own context after the first ended.
    releaseSecond();
    expect(await second).toBe('second');
    expect(disable).toHaveBeenCalledTimes(1);

    // The next call switches the store on again and reads its context.
    expect(await auth.api.call('third', Promise.resolve())).toBe('third');
    expect(disable).toHaveBeenCalledTimes(2);
  });

  it('ends the count when a call fails, and leaves everything but the API as it was', async () => {
    const store = new AsyncLocalStorage<string>();
    const disable = vi.spyOn(store, 'disable');
    const auth = idleAuthContexts(fakeAuth(store), Promise.resolve([store]));
    await Promise.resolve();
    await expect(auth.api.call('failing', Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(disable).toHaveBeenCalledTimes(1);
    expect(auth.options.appName).toBe('kept');
  });
});
