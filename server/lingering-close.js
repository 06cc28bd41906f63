/*
 * Lingering close: an answer given before the request's body was read (a form over its size
 * limit answered 413, a sign-out, a refusal) says `Connection: close`. Closing the socket with
 * the rest of the body unread makes the kernel reset the connection, and a client still sending
 * loses the answer with it (EPIPE, ECONNRESET: the visitor sees a network error, not the page).
 * So such a socket half-closes after the answer and reads and discards what the client still
 * sends, up to 16 MB and 10 s, then closes cleanly.
 */
export const LINGER_BYTES = 16 * 1024 * 1024;
export const LINGER_MS = 10_000;
const current = Symbol("request");
function lingeringDestroySoon() {
  const req = this[current];
  if (!req || req.complete || this.destroyed) return this.constructor.prototype.destroySoon.call(this);
  this.end(); // our answer is whole: FIN after it
  const giveUp = setTimeout(() => this.destroy(), LINGER_MS);
  giveUp.unref();
  this.once("close", () => clearTimeout(giveUp));
  let discarded = 0;
  req.removeAllListeners("data"); // whoever read the body has stopped for good
  req.on("data", (chunk) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) this.destroy();
  });
  req.once("end", () => this.destroy());
  req.once("error", () => this.destroy());
  req.resume();
}

/** Call for every request, before it is answered: its socket then closes the lingering way. */
export function lingerBeforeClosing(req) {
  const socket = req.socket;
  socket[current] = req;
  if (socket.destroySoon !== lingeringDestroySoon) socket.destroySoon = lingeringDestroySoon;
}
