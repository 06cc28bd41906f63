import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { brotliCompressSync, brotliDecompressSync, constants, createBrotliDecompress, createGunzip, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { compressDocument } from "~/.server/http/compress-document";

// A page as React writes it: many small chunks in one tick.
const PAGE = Buffer.from(`<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p><a href="/experiences/${i}">Walk number ${i}</a></p>`).join("")}</body></html>`);
const CHUNK = 512;
const chunksOf = (bytes: Buffer) => Array.from({ length: Math.ceil(bytes.length / CHUNK) }, (_, i) => bytes.subarray(i * CHUNK, (i + 1) * CHUNK));
const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe("a rendered document, compressed", () => {
  test.each([
    ["br", (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), brotliDecompressSync],
    ["gzip", (bytes: Buffer) => gzipSync(bytes, { level: 6 }), gunzipSync],
  ] as const)("%s: a document written whole in one tick is compressed in one go (the bytes of a one-shot compression, no flush)", async (encoding, oneShot, decompress) => {
    const source = new PassThrough();
    const out = buffer(compressDocument(source, encoding));
    for (const chunk of chunksOf(PAGE)) source.write(chunk);
    source.end();
    const compressed = await out;
    expect(decompress(compressed).equals(PAGE)).toBe(true);
    expect(compressed.equals(oneShot(PAGE))).toBe(true);
  });

  test.each([
    ["br", createBrotliDecompress],
    ["gzip", createGunzip],
  ] as const)("%s: a streamed document reaches the browser part by part (each tick's part is flushed)", async (encoding, decompressor) => {
    const source = new PassThrough();
    const zipped = compressDocument(source, encoding);
    const unzip = decompressor();
    zipped.pipe(unzip);
    const received: Buffer[] = [];
    unzip.on("data", (chunk: Buffer) => received.push(chunk));
    const shell = PAGE.subarray(0, 3000);
    for (const chunk of chunksOf(shell)) source.write(chunk);
    // The rest is not written yet: the shell alone must come out whole.
    while (Buffer.concat(received).length < shell.length) await nextTick();
    expect(Buffer.concat(received).equals(shell)).toBe(true);
    source.end(PAGE.subarray(3000));
    await new Promise((resolve) => unzip.on("end", resolve));
    expect(Buffer.concat(received).equals(PAGE)).toBe(true);
  });

  test("a source that fails fails the compressed stream", async () => {
    const source = new PassThrough();
    const zipped = compressDocument(source, "gzip");
    const failed = new Promise<Error>((resolve) => zipped.on("error", resolve));
    source.write(PAGE.subarray(0, 100));
    source.destroy(new Error("render failed"));
    expect((await failed).message).toBe("render failed");
  });

  test("the visitor went away before the end: the document's source is stopped", async () => {
    const source = new PassThrough();
    const zipped = compressDocument(source, "br");
    zipped.resume();
    source.write(PAGE.subarray(0, 100));
    await nextTick();
    zipped.destroy();
    await new Promise((resolve) => source.on("close", resolve));
    expect(source.destroyed).toBe(true);
  });
});
