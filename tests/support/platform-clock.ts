/**
 * The platform's clock as a test drives it (PlatformOptions.accounts.clock): it stands still at
 * the time it was made (or last reset) until the test moves it, so a test jumps to one second
 * before a slot's start, or past a day's limit, without waiting and whatever the machine's speed.
 */
export type MovableClock = { now(): number; advance(ms: number): void; reset(): void };

export function movableClock(): MovableClock {
  let at = Date.now();
  return {
    now: () => at,
    advance: (ms) => {
      at += ms;
    },
    reset: () => {
      at = Date.now();
    },
  };
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
