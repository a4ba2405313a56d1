/**
 * Lets requests waiting on the event loop through. On PGlite a query runs on this thread and resolves
 * without a turn of the loop, so a long chain of them, or a long loop over a large file, would hold
 * every other request until it ends.
 */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
