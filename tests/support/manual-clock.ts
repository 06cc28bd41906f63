/**
 * A clock the test drives, for code that takes its timers (the platform client's `clock` option,
 * route-scroll's `setTimer`/`clearTimer`): time stands still until the test moves it, so a test
 * proves "not yet at 199 ms, done at 200 ms" and the order of events without ever depending on how
 * fast the machine is. Only the code under test uses it: sockets, Node and vitest keep real time.
 */
export type ClockTimer = {
  readonly id: number;
  /** The delay asked for. */
  readonly ms: number;
  /** The clock's time at which it falls due. */
  readonly dueAt: number;
  readonly state: "pending" | "fired" | "cleared";
};

type Entry = { id: number; ms: number; dueAt: number; state: ClockTimer["state"]; callback: () => void };

export class ManualClock {
  #now = 0;
  #timers: Entry[] = [];
  /** How many timers nextTimer() has handed out, in the order they were set. */
  #handedOut = 0;
  #waiting: (() => void)[] = [];

  /** What happened, in order: "set 150", "clear 150", "fire 150", and whatever the test notes. */
  readonly log: string[] = [];

  /** Milliseconds since the clock was made, as far as the code under test can tell. */
  now = (): number => this.#now;

  setTimeout = (callback: () => void, ms: number): ClockTimer => {
    const entry: Entry = { id: this.#timers.length + 1, ms, dueAt: this.#now + Math.max(0, ms), state: "pending", callback };
    this.#timers.push(entry);
    this.log.push(`set ${ms}`);
    for (const wake of this.#waiting.splice(0)) wake();
    return entry;
  };

  clearTimeout = (timer: unknown): void => {
    const entry = this.#timers.find((t) => t === timer);
    if (entry?.state !== "pending") return;
    entry.state = "cleared";
    this.log.push(`clear ${entry.ms}`);
  };

  /** Adds an event of the test's own (say "request 0") to the log, between the clock's. */
  note = (event: string): void => {
    this.log.push(event);
  };

  /** Timers set and neither fired nor cleared yet. */
  pending(): ClockTimer[] {
    return this.#timers.filter((t) => t.state === "pending");
  }

  /** The next timer in the order they were set that this has not returned yet, once it is set. */
  async nextTimer(): Promise<ClockTimer> {
    while (this.#timers.length <= this.#handedOut) await new Promise<void>((wake) => this.#waiting.push(wake));
    return this.#timers[this.#handedOut++]!;
  }

  /** Moves time forward by `ms`, firing every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const until = this.#now + ms;
    for (;;) {
      const due = this.pending()
        .filter((t) => t.dueAt <= until)
        .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0] as Entry | undefined;
      if (!due) break;
      this.#now = due.dueAt;
      due.state = "fired";
      this.log.push(`fire ${due.ms}`);
      due.callback();
    }
    this.#now = until;
  }
}

/** Lets everything already queued run (promise continuations, I/O callbacks that are ready). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
