/**
 * Reads a multipart upload as a stream (`@remix-run/form-data-parser`): the text fields, and one
 * file part buffered only up to its limit. A declared Content-Length over the limit is refused
 * before a byte is read; a bigger file stops the reading there with a 413, the rest never read.
 */
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import type { Context } from "hono";
import { MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { invalidRequest, tooLarge, type FieldProblem } from "../errors";
import { FORM_BODY, refuseUnstorableText } from "./validation";

export type UploadRules = {
  /** The name of the one file part kept. */
  fileField: string;
  maxFileBytes: number;
  /** What each refusal says (about one field: atField). */
  messages: { notMultipart: string | FieldProblem; tooLarge: string; tooManyParts: string | FieldProblem; unreadable: string | FieldProblem };
};

export type Upload = { fields: Map<string, string>; file: File | null };

export async function readUpload(c: Context, { fileField, maxFileBytes, messages }: UploadRules): Promise<Upload> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw invalidRequest(messages.notMultipart);
  const maxTotalSize = maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > maxTotalSize) throw tooLarge(messages.tooLarge);
  let file: File | null = null;
  let formData: FormData;
  try {
    formData = await parseFormData(c.req.raw, { maxFiles: 1, maxParts: 16, maxFileSize: maxFileBytes, maxTotalSize }, (upload) => {
      if (upload.fieldName === fileField) file = upload;
      // Nothing else is kept: any other file part is dropped.
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw tooLarge(messages.tooLarge);
    }
    if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError) {
      throw invalidRequest(messages.tooManyParts);
    }
    if (error instanceof MaxHeaderSizeExceededError || error instanceof FormDataParseError) {
      throw invalidRequest(messages.unreadable);
    }
    throw error;
  }
  const fields = new Map<string, string>();
  for (const [key, value] of formData) {
    if (typeof value === "string" && !fields.has(key)) fields.set(key, value);
  }
  refuseUnstorableText(Object.fromEntries(fields), FORM_BODY);
  return { fields, file };
}
