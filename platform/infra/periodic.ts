/**
 * A job run every `intervalMs` (the payments' reconciliation, the refund retry, the membership
 * sweep, the mail queue), one run at a time, never keeping the process alive; stop() waits for a run under way.
 * Tests call the job directly instead, on their own clock (no timer, no sleep).
 */
export type Periodic = { start(): void; stop(): Promise<void> };

export function periodic(run: () => Promise<unknown>, intervalMs: number, logError: (message: string, error: unknown) => void, name: string): Periodic {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = run()
      .catch((error) => logError(`[platform] ${name} failed`, error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  return {
    start() {
      timer = setTimeout(tick, intervalMs).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
