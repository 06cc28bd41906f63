/** Bodies are bounded while they are read (DESIGN.md rule 4): too big is a 413 before it is all in memory. */
import { bodyLimit } from "hono/body-limit";
import { ERROR_CODES } from "#contract/error-codes";
import { MAX_FORM_BODY_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { tooLarge } from "../errors";
import { errorResponse } from "./errors";

/** JSON bodies of the public forms and the sandbox. */
export const jsonBodyLimit = bodyLimit({
  maxSize: MAX_FORM_BODY_BYTES,
  onError: (c) => errorResponse(c, 413, ERROR_CODES.payloadTooLarge, `Body is larger than ${MAX_FORM_BODY_BYTES} bytes`),
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
