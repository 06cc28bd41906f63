// Loaded into a test's server process (NODE_OPTIONS="--import=…"): the process's clock (Date,
// Date.now) moves ahead by TIME_SHIFT_MS each time it gets SIGUSR2, then it writes "time-shifted
// <total ms>" to stderr. A browser test books a slot, moves the server past its start, and sees
// what only opens then (a rating), without waiting. Timers and performance.now are left alone.
const RealDate = Date;
const step = Number(process.env.TIME_SHIFT_MS ?? 0);
let offset = 0;
const now = () => RealDate.now() + offset;
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget === globalThis.Date ? target : newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
});
process.on("SIGUSR2", () => {
  offset += step;
  process.stderr.write(`time-shifted ${offset}\n`);
});
