import { FormDataParseError, MultipartParseError, parseFormData } from "@remix-run/form-data-parser";
import { DOCUMENT_SIGNATURES, documentKindOfName, startsWithSignature } from "#contract/file-kinds";
import { MAX_RESUME_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { config } from "~/.server/config";
import { discardRest } from "~/.server/forms/form-data";

/*
 * Server pieces shared by the public forms' actions: the tenant name of their platform paths and
 * the streaming read of a resume upload.
 */

/** The {name} of `/{name}/contact…` on the platform: a slug of the product's name ("Foundry" → "foundry"). */
export const formTenant =
  config.PRODUCT_NAME.toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "") || "site";

// ── Resume uploads ──────────────────────────────────────────────────────────

/** Room for the text fields, the honeypot and the multipart headers around the file. */
const ROOM_FOR_FIELDS = MULTIPART_OVERHEAD_BYTES;
/** The most of a body that is read; past this the file is too large whatever the fields weigh. */
const READ_LIMIT = MAX_RESUME_BYTES + ROOM_FOR_FIELDS;

export type ResumeUpload = {
  /** Every text field read (all of them, or those before the point where reading stopped) and the file. */
  formData: FormData;
  /** The body went past the 5 MB file limit: reading stopped there and the file was dropped. */
  tooLarge: boolean;
  /** Not a form body this action can read (malformed, several files). */
  unreadable: boolean;
};

/**
 * Reads a multipart resume form as a stream with `@remix-run/form-data-parser`, never holding more
 * than the 5 MB file plus its fields. An oversized body is cut at the limit and its multipart
 * message closed there, so the fields sent before the file (name, email, message, honeypot) still
 * arrive and the form can be shown again filled in; the rest of the upload is read and discarded
 * in the background (up to a cap), never buffered, so the browser receives the answer.
 */
export async function readResumeUpload(request: Request): Promise<ResumeUpload> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!request.body || !contentType.toLowerCase().startsWith("multipart/form-data") || !boundary) {
    // A form sent without a file at all (a client that ignored enctype): the fields, small.
    try {
      return { formData: await parseFormData(request, { maxFiles: 0, maxTotalSize: ROOM_FOR_FIELDS }), tooLarge: false, unreadable: false };
    } catch {
      return { formData: new FormData(), tooLarge: false, unreadable: true };
    }
  }

  const source = request.body.getReader();
  const closing = new TextEncoder().encode(`\r\n--${boundary[1] ?? boundary[2]}--\r\n`);
  let read = 0;
  let finished = false;
  let cut = false;
  const guarded = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) {
          finished = true;
          controller.close();
          return;
        }
        if (read + value.byteLength <= READ_LIMIT) {
          read += value.byteLength;
          controller.enqueue(value);
          return;
        }
        // Over the limit: pass what fits, end the multipart message, stop reading.
        controller.enqueue(value.subarray(0, READ_LIMIT - read));
        controller.enqueue(closing);
        read = READ_LIMIT;
        cut = true;
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );

  let formData = new FormData();
  let unreadable = false;
  try {
    formData = await parseFormData(
      new Request(request.url, { method: "POST", headers: { "Content-Type": contentType }, body: guarded, duplex: "half" } as RequestInit),
      { maxFiles: 1, maxParts: 32, maxFileSize: READ_LIMIT, maxTotalSize: READ_LIMIT + closing.byteLength },
    );
  } catch (error) {
    if (!(error instanceof FormDataParseError || error instanceof MultipartParseError)) throw error;
    unreadable = true;
  } finally {
    if (!finished) {
      source.releaseLock();
      discardRest(request.body);
    }
  }
  if (cut) formData.delete("file");
  return { formData, tooLarge: cut, unreadable: unreadable && !cut };
}

/** Whether the file's first bytes are those of the document kind its name claims (its declared type was checked already). */
export async function startsLikeItsKind(file: File): Promise<boolean> {
  const kind = documentKindOfName(file.name);
  if (!kind) return false;
  const signature = DOCUMENT_SIGNATURES[kind];
  return startsWithSignature(new Uint8Array(await file.slice(0, signature.length).arrayBuffer()), signature);
}
