import { z } from "zod";
import { path, type PlatformCore } from "../core";

/*
 * The public forms (marketing-site §7): contact message, resume, interest submission, and the
 * website request we keep although the spec never sends it. `tenant` is the {name} path segment,
 * a slug of the product's name. Success is any OK status; the body is not used.
 */

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export interface ResumeSubmission {
  name: string;
  email: string;
  message: string;
  /** PDF, DOC or DOCX, at most 5 MB; sent as the multipart field `file`. */
  file: File;
}

export interface InterestSubmission {
  name: string;
  email: string;
  message: string;
  phone: string;
  interests: string[];
}

export interface WebsiteRequest {
  name: string;
  company: string;
  phone: string;
  email: string;
  description: string;
}

/** Any OK answer will do: the body is ignored (and may be empty). */
const accepted = z.unknown().transform((): void => undefined);

export function formCalls(core: PlatformCore) {
  return {
    /** POST /{name}/contact with JSON name, email, message. */
    sendContactMessage(tenant: string, message: ContactMessage): Promise<void> {
      return core.call({
        prefix: "Unable to send contact message",
        method: "POST",
        path: path`/${tenant}/contact`,
        json: { name: message.name, email: message.email, message: message.message },
        schema: accepted,
      });
    },

    /**
     * POST /{name}/contact/cv as multipart (name, email, message, file), without a user token.
     * The file is streamed from the File it was parsed into, not copied again.
     */
    submitResume(tenant: string, resume: ResumeSubmission): Promise<void> {
      const body = new FormData();
      body.set("name", resume.name);
      body.set("email", resume.email);
      body.set("message", resume.message);
      body.set("file", resume.file, resume.file.name);
      return core.call({
        prefix: "Unable to submit resume",
        method: "POST",
        path: path`/${tenant}/contact/cv`,
        body,
        auth: "none",
        schema: accepted,
      });
    },

    /** POST /{name}/contact/interests with JSON name, email, message, phone, interests. */
    submitInterest(tenant: string, submission: InterestSubmission): Promise<void> {
      return core.call({
        prefix: "Unable to submit interest form",
        method: "POST",
        path: path`/${tenant}/contact/interests`,
        json: {
          name: submission.name,
          email: submission.email,
          message: submission.message,
          phone: submission.phone,
          interests: submission.interests,
        },
        schema: accepted,
      });
    },

    /** POST /{name}/website-requests with JSON name, company, phone, email, description. */
    submitWebsiteRequest(tenant: string, request: WebsiteRequest): Promise<void> {
      return core.call({
        prefix: "Unable to submit website request",
        method: "POST",
        path: path`/${tenant}/website-requests`,
        json: {
          name: request.name,
          company: request.company,
          phone: request.phone,
          email: request.email,
          description: request.description,
        },
        schema: accepted,
      });
    },
  };
}
