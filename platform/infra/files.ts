/**
 * What an uploaded document really is, by the rules of #contract/file-kinds: the name's extension,
 * the declared media type and the first bytes must all agree on PDF, DOC or DOCX; a renamed
 * program or a zip of anything else is refused. And a sender's file name made safe to keep.
 */
import {
  declaredTypeFits,
  documentKindOfName,
  DOCUMENT_SIGNATURES,
  startsWithSignature,
  type DocumentKind,
} from "#contract/file-kinds";

function containsAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, "latin1");
}

/** The kind of document, or null when the name, the declared type and the content do not all say the same. */
export function detectDocument(fileName: string, declaredType: string, bytes: Uint8Array): DocumentKind | null {
  const kind = documentKindOfName(fileName);
  if (!kind || !declaredTypeFits(declaredType, kind) || !startsWithSignature(bytes, DOCUMENT_SIGNATURES[kind])) return null;
  // A Word document is a zip whose entries include [Content_Types].xml and word/… (their names
  // are stored uncompressed in the zip's headers).
  if (kind === "docx" && !(containsAscii(bytes, "[Content_Types].xml") && containsAscii(bytes, "word/"))) return null;
  return kind;
}

/** A file name safe to show and to put in a header: no path, no control characters, at most 200 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (cleaned || "resume").slice(-200);
}
