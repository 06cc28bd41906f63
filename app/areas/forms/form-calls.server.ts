import type { CallInput, Endpoint } from "#contract/api/endpoint";
import * as forms from "#contract/api/forms";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";

/*
 * The public forms (marketing-site §7): contact message, resume, interest submission, and the
 * website request we keep although the spec never sends it. `tenant` is the {name} path segment,
 * a slug of the product's name. Success is any OK status; the body is not used.
 */

/** What each form sends: the body of its endpoint (contract/api/forms.ts). */
type BodyOf<E extends Endpoint> = CallInput<E>["body"];
export type ContactMessage = BodyOf<typeof forms.sendContactMessage>;
/** The file: PDF, DOC or DOCX, at most 5 MB, sent as the multipart field `file`. */
export type ResumeSubmission = BodyOf<typeof forms.submitResume>;
export type InterestSubmission = BodyOf<typeof forms.submitInterest>;
export type WebsiteRequest = BodyOf<typeof forms.requestWebsite>;

export function formCalls(core: PlatformCore) {
  const send = async <E extends Endpoint>(endpoint: E, input: CallInput<E>, prefix: string): Promise<void> => {
    await core.call(endpointCall(endpoint, input, { prefix, anyOkAnswer: true }));
  };
  return {
    sendContactMessage(tenant: string, message: ContactMessage): Promise<void> {
      return send(forms.sendContactMessage, { params: { name: tenant }, body: message }, "Unable to send contact message");
    },

    /** Multipart (name, email, message, file); the file is streamed from the File it was parsed into, not copied again. */
    submitResume(tenant: string, resume: ResumeSubmission): Promise<void> {
      const { name, email, message, file } = resume;
      return send(forms.submitResume, { params: { name: tenant }, body: { name, email, message, file } }, "Unable to submit resume");
    },

    submitInterest(tenant: string, submission: InterestSubmission): Promise<void> {
      const { name, email, message, phone, interests } = submission;
      return send(forms.submitInterest, { params: { name: tenant }, body: { name, email, message, phone, interests } }, "Unable to submit interest form");
    },

    submitWebsiteRequest(tenant: string, request: WebsiteRequest): Promise<void> {
      const { name, company, phone, email, description } = request;
      return send(forms.requestWebsite, { params: { name: tenant }, body: { name, company, phone, email, description } }, "Unable to submit website request");
    },
  };
}
