/**
 * Bodies are bounded while they are read (DESIGN.md rule 4): too big is a 413
 * before it is all in memory, whether the body declares its length or comes chunked.
 */
import { bodyLimit } from "hono/body-limit";
import type { Context } from "hono";
import { ERROR_CODES } from "#contract/error-codes";
import { MAX_FORM_BODY_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { tooLarge } from "../errors";
import { errorResponse } from "./errors";

/** What a 413 for a body of JSON or form fields says. */
export const bodyTooLarge = (maxBytes: number) => `Body is larger than ${maxBytes} bytes`;

/** JSON bodies of the public forms and the sandbox. */
export const jsonBodyLimit = bodyLimit({
  maxSize: MAX_FORM_BODY_BYTES,
  onError: (c) => errorResponse(c, 413, ERROR_CODES.payloadTooLarge, bodyTooLarge(MAX_FORM_BODY_BYTES)),
});

/** A multipart body carrying one file of at most `maxFileBytes`, plus its framing and other fields. */
export function uploadLimit(maxFileBytes: number, message: string) {
  return bodyLimit({
    maxSize: maxFileBytes + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw tooLarge(message);
    },
  });
}

/**
 * The body's bytes, read only up to `maxBytes`: a declared length over it is refused unread, a
 * chunked body past it stops being read there (413). What is left unread the server drains or
 * drops after answering (@hono/node-server does so), never buffered.
 */
export function readBodyBytes(c: Context, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  return readRequestBytes(c.req.raw, maxBytes);
}

/** The same, of a request no route has yet (the sandbox reads a body before the request's turn). */
export async function readRequestBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(bodyTooLarge(maxBytes));
  const body = request.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge(bodyTooLarge(maxBytes));
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return new Uint8Array(Buffer.concat(chunks));
}
