import type { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

/**
 * A rendered document, compressed as it streams. server.js answers rendered pages itself (no
 * Express `compression` as under react-router-serve), so without this a hydrated page went out
 * as 60 KB of plain HTML instead of 12 KB. Brotli at quality 5 and gzip at level 6.
 *
 * What React writes in one tick (dozens of small chunks) goes to the compressor as one piece at
 * the end of that tick: each write to a zlib stream is a trip to the thread pool, and on a one-core
 * host those trips cost more than the compression. A document React wrote whole in one tick (a page
 * without suspense, what most pages are) is then compressed in one go and ended, without a flush:
 * on the same 110 KB page that is about half the CPU of fifty writes and a flush. A document that
 * streams is flushed after each tick's part, so the shell and each later part still reach the
 * browser as soon as they are ready.
 */
export function compressDocument(source: Readable, encoding: "br" | "gzip"): Readable {
  const zip = encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let part: Buffer[] = [];
  let scheduled = false;
  let ended = false;
  const sendPart = () => {
    scheduled = false;
    if (zip.destroyed) return;
    if (part.length > 0) {
      // A slow reader: React waits until the compressor has passed on what it has.
      if (!zip.write(part.length === 1 ? part[0] : Buffer.concat(part))) {
        source.pause();
        zip.once("drain", () => source.resume());
      }
      part = [];
    }
    if (ended) zip.end();
    else zip.flush(flushKind);
  };
  const atTickEnd = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(sendPart);
  };
  source.on("data", (chunk: Buffer | string) => {
    part.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    atTickEnd();
  });
  source.on("end", () => {
    ended = true;
    atTickEnd();
  });
  source.on("error", (error) => zip.destroy(error));
  // The visitor went away: React stops rendering what nobody will read.
  zip.on("close", () => {
    if (!ended) source.destroy();
  });
  return zip;
}
