import { declaredTypeFits, documentKindOfName } from "#contract/file-kinds";
import { MAX_RESUME_BYTES } from "#contract/limits";

/*
 * The public forms' messages (marketing-site §5, §8), for the pages and the server alike. The
 * rules they word (email, limits, file kinds, areas of interest) are in contract/; the validation
 * runs on the server (each form's schema.ts) so that zod stays out of the browser's bundle.
 */

export const messages = {
  contactRequired: "Please fill in all fields.",
  robot: "Please confirm you are not a robot.",
  contactFailed: "Failed to send message.",
  websiteRequired: "Please fill in your name, email, and a brief description of the site you need.",
  // The spec's request-website form makes no call; we keep the requests, so it can fail.
  websiteFailed: "Failed to send request.",
  resumeRequired: "Please fill in your name, email, and a brief message.",
  resumeFileRequired: "Please attach your resume (PDF or DOCX).",
  resumeFileType: "Please upload a PDF or Word document (DOC or DOCX).",
  resumeFileSize: "File is too large. Max 5MB.",
  resumeFailed: "Failed to submit resume.",
  interestRequired: "Please provide your name, email, and a short message.",
  interestFailed: "Failed to submit interest form.",
  /** Only reachable without a browser: the browser's email input checks the same rule first. */
  invalidEmail: "Please enter a valid email address.",
  /** Only reachable without a browser: the checkboxes offer the 15 areas alone. */
  unknownInterest: "Please choose from the listed areas.",
  /** The honeypot caught it (or the form came without it). Generic on purpose. */
  spam: "We couldn’t accept this form. Please reload the page and try again.",
} as const;

/**
 * What is wrong with a chosen resume file, judged by its name, declared type and size (the
 * server also reads its first bytes), or null when it may be sent. The page checks it when a
 * file is chosen, the server when the form arrives.
 */
export function resumeFileProblem(file: { name: string; type: string; size: number }): string | null {
  const kind = documentKindOfName(file.name);
  if (!kind || !declaredTypeFits(file.type, kind)) return messages.resumeFileType;
  if (file.size > MAX_RESUME_BYTES) return messages.resumeFileSize;
  return null;
}
