// What a long script started (a cluster, a scratch database), stopped in reverse order at its end or on
// Ctrl-C/SIGTERM. Shared by the soak and the capacity run.

/**
 * Listens with `on`, not `once`: the cluster library exits at once on a signal nobody else listens to
 * any more, which would leave the scratch database behind before the clean-up has dropped it.
 * @param {string} [stoppingMessage] printed when a signal arrives
 */
export function cleanUpsOnSignal(stoppingMessage) {
  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [];
  async function cleanUp() {
    while (cleanups.length)
      await cleanups
        .pop()?.()
        .catch((error) => console.error(`clean-up: ${error.message}`));
  }
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      if (stoppingMessage) console.error(`\n${signal}: ${stoppingMessage}`);
      cleanUp().finally(() => process.exit(130));
    });
  }
  return { cleanups, cleanUp };
}
