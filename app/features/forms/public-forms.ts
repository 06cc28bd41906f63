/*
 * The public forms' messages, limits and file rules (marketing-site §3, §5, §8, §9), for the pages
 * and the server alike. The validation itself runs on the server (app/.server/public-form-schemas.ts)
 * so that zod stays out of the browser's bundle: each form's page ships about 30 KB less.
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
  /** The honeypot caught it (or the form came without it). Generic on purpose. */
  spam: "We couldn’t accept this form. Please reload the page and try again.",
} as const;

/** The 15 areas of interest (marketing-site §3), in the spec's order. */
export const INTEREST_AREAS = [
  "Research & Development",
  "Project Management",
  "Branding",
  "Public Relations",
  "Marketing",
  "Business Development",
  "Sales",
  "Customer Support",
  "Finance & Accounting",
  "Human Resources",
  "Logistics",
  "Software Development",
  "Software Support",
  "Operations Management",
  "Training",
] as const;

/** Field lengths the platform accepts (platform/README.md "Public forms and sandbox"). */
export const LIMITS = { name: 200, email: 254, message: 5000, phone: 32 } as const;

/** Resume size limit (marketing-site §9): 5 MB. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

export const RESUME_ACCEPT =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const RESUME_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The resume kind a file name says ("pdf", "doc", "docx"), or null. */
export function resumeKindOf(fileName: string): "pdf" | "doc" | "docx" | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === "pdf" || extension === "doc" || extension === "docx" ? extension : null;
}

/**
 * What is wrong with a chosen resume file, judged by its name, declared type and size (the
 * server also reads its first bytes), or null when it may be sent.
 */
export function resumeFileProblem(file: { name: string; type: string; size: number }): string | null {
  const kind = resumeKindOf(file.name);
  const type = file.type.toLowerCase();
  const unknownType = type === "" || type === "application/octet-stream";
  if (!kind || (!unknownType && type !== RESUME_TYPES[kind])) return messages.resumeFileType;
  if (file.size > MAX_RESUME_BYTES) return messages.resumeFileSize;
  return null;
}

/** The WHATWG rule of `<input type="email">`, so the server accepts exactly what the browser does. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
