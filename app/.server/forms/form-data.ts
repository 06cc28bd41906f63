import { data } from "react-router";
import { MAX_FORM_BODY_BYTES } from "#contract/limits";
import { unstorableText, withoutUnstorableText } from "#contract/storable-text";

/*
 * Reading a form POST's body, bounded while it is read (DESIGN.md "Trust"): a declared length over
 * the limit is refused unread, a chunked body stops being read at the limit. Either way the
 * answer is a 413 in words a person understands, and the rest of the body is read and thrown
 * away in the background (never held), so the browser receives that answer.
 */

/** Said when a form's body is over its limit (a person only meets it by pasting a great deal of text). */
export const FORM_TOO_LARGE_MESSAGE = "This form is too large to send. Please shorten what you entered and try again.";

/**
 * Said when a form's text holds control characters other than tab and line breaks (pasted from a
 * terminal or a PDF, or sent by hand): contract/storable-text.ts. The form comes back without them.
 */
export const UNSTORABLE_TEXT_MESSAGE =
  "What you entered held invisible control characters, which we can’t store. We took them out: check the form and send it again.";

/** What is read and thrown away after an oversized body so the browser gets the answer; beyond it the connection is cut. */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/**
 * The form, or null when its body is over `maxBytes` (only that much was read). Unreadable bodies
 * are a 400, and so is text no field may hold (contract/storable-text.ts): the one place every
 * form of the site is read. The form pipeline (submission.ts) reads with `unstorableText: "keep"`
 * and answers that itself, with the form filled in again.
 */
export async function readBoundedFormData(
  request: Request,
  maxBytes: number = MAX_FORM_BODY_BYTES,
  { unstorableText: unstorable = "refuse" }: { unstorableText?: "refuse" | "keep" } = {},
): Promise<FormData | null> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > maxBytes) {
    if (request.body) discardRest(request.body);
    return null;
  }
  const bytes = await readUpTo(request.body, maxBytes);
  if (!bytes) return null;
  let formData: FormData;
  try {
    const headers = { "Content-Type": request.headers.get("Content-Type") ?? "" };
    formData = await new Request(request.url, { method: "POST", headers, body: bytes }).formData();
  } catch {
    throw data("This form could not be read. Please reload the page and try again.", { status: 400 });
  }
  if (unstorable === "refuse" && fieldsWithUnstorableText(formData).length > 0) throw data(UNSTORABLE_TEXT_MESSAGE, { status: 400 });
  return formData;
}

/** The fields (once each, in the form's order) whose name, text or file name holds what no text may hold. */
export function fieldsWithUnstorableText(formData: FormData): string[] {
  const fields = new Set<string>();
  for (const [name, value] of formData) {
    if (unstorableText(name) || unstorableText(typeof value === "string" ? value : value.name)) fields.add(name);
  }
  return [...fields];
}

/** The form with those characters taken out (its fields of junk names left out), to show it again. */
export function cleanedForm(formData: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of formData) {
    if (!unstorableText(name)) cleaned.append(name, typeof value === "string" ? withoutUnstorableText(value) : value);
  }
  return cleaned;
}

/**
 * The body of a form POST, at most `maxBytes` of it (413 past that). A body that is not a form at
 * all (JSON, a wrong content type, a broken or truncated multipart message) is the sender's
 * mistake, not the server's: 400 with the error page's words, never a 500. Browsers always send
 * a readable body, so only hand-made requests see this.
 */
export async function readFormData(request: Request, maxBytes: number = MAX_FORM_BODY_BYTES): Promise<FormData> {
  const formData = await readBoundedFormData(request, maxBytes);
  if (!formData) throw data(FORM_TOO_LARGE_MESSAGE, { status: 413 });
  return formData;
}

/** The whole body if it is at most `maxBytes`; otherwise null, having read no more than that (the rest is discarded). */
async function readUpTo(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      discardRest(body);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads what is left of a body and throws it away; past MAX_DISCARDED_BYTES it cancels (which closes the connection). */
export function discardRest(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  let discarded = 0;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        discarded += value.byteLength;
        if (discarded > MAX_DISCARDED_BYTES) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // the client went away: nothing to do
    }
  })();
}
