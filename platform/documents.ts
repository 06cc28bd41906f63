/**
 * What a resume file really is. The name's extension, the declared media type and the first bytes
 * must all agree on PDF, DOC (an OLE compound file) or DOCX (a zip holding a Word document);
 * a renamed program or a zip of anything else is refused.
 */

export type DocumentKind = "pdf" | "doc" | "docx";

export const DOCUMENT_TYPES: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The most a resume may weigh (marketing-site §9). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** Types a browser sends when it does not know the file's type: they neither confirm nor contradict. */
const UNKNOWN_TYPES = new Set(["", "application/octet-stream", "binary/octet-stream"]);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, "latin1");
}

export function kindOfName(fileName: string): DocumentKind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === "pdf" || extension === "doc" || extension === "docx" ? extension : null;
}

/** The kind of document, or null when the name, the declared type and the content do not all say the same. */
export function detectDocument(fileName: string, declaredType: string, bytes: Uint8Array): DocumentKind | null {
  const kind = kindOfName(fileName);
  if (!kind) return null;
  const type = declaredType.split(";")[0]!.trim().toLowerCase();
  if (!UNKNOWN_TYPES.has(type) && type !== DOCUMENT_TYPES[kind]) return null;
  switch (kind) {
    case "pdf":
      return startsWith(bytes, PDF) ? kind : null;
    case "doc":
      return startsWith(bytes, OLE) ? kind : null;
    case "docx":
      // A Word document is a zip whose entries include [Content_Types].xml and word/… (their
      // names are stored uncompressed in the zip's headers).
      return startsWith(bytes, ZIP) && containsAscii(bytes, "[Content_Types].xml") && containsAscii(bytes, "word/")
        ? kind
        : null;
  }
}

/** A file name safe to show and to put in a header: no path, no control characters, at most 200 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (cleaned || "resume").slice(-200);
}
