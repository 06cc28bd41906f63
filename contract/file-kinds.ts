/**
 * What an uploaded file really is, judged by its name, its declared media type and its first
 * bytes, which must all agree. Resumes: PDF, DOC (an OLE compound file) or DOCX (a zip holding a
 * Word document). Avatars: PNG, JPEG, GIF or WebP.
 */

export type DocumentKind = "pdf" | "doc" | "docx";

export const DOCUMENT_TYPES: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The `accept` of a resume input. */
export const DOCUMENT_ACCEPT = [".pdf", ".doc", ".docx", ...Object.values(DOCUMENT_TYPES)].join(",");

/** First bytes of each document kind. */
export const DOCUMENT_SIGNATURES: Record<DocumentKind, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE compound file
  docx: [0x50, 0x4b, 0x03, 0x04], // zip
};

/** Types a browser sends when it does not know the file's type: they neither confirm nor contradict. */
export const UNKNOWN_MEDIA_TYPES: ReadonlySet<string> = new Set(["", "application/octet-stream", "binary/octet-stream"]);

/** The document kind a file name says, or null. */
export function documentKindOfName(fileName: string): DocumentKind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === "pdf" || extension === "doc" || extension === "docx" ? extension : null;
}

/** Whether the declared media type (parameters ignored) agrees with the kind, or says nothing. */
export function declaredTypeFits(declaredType: string, kind: DocumentKind): boolean {
  const type = (declaredType.split(";")[0] ?? "").trim().toLowerCase();
  return UNKNOWN_MEDIA_TYPES.has(type) || type === DOCUMENT_TYPES[kind];
}

export function startsWithSignature(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

/** The image type the first bytes say, or null when they are none of the four. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => startsWithSignature(bytes, signature);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return "image/webp";
  }
  return null;
}
