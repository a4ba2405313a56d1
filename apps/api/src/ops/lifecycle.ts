/**
 * Where this process is in its life (decision 0076): serving, or draining after SIGTERM. Readiness
 * (GET /api/v1/ready) answers 503 from the first moment of a drain, so a load balancer that polls it
 * stops sending new requests; liveness (GET /api/v1/health) keeps answering until the process exits,
 * so nothing restarts a process that is only finishing its work.
 */
export class Lifecycle {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  beginDrain(now = Date.now()): void {
    this.drainingSince ??= now;
  }
}

/** Resolves after `ms` (0: at once). */
export const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    if (ms <= 0) resolve();
    else setTimeout(resolve, ms);
  });
