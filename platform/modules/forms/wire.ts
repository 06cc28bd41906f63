/** The public forms' stored rows as their endpoints answer them (contract/api/forms.ts). */
import type { HandlerAnswer } from "#contract/api/endpoint";
import type * as forms from "#contract/api/forms";
import type { ContactMessage, InterestSubmission, WebsiteRequest } from "./schema";
import type { ResumeEntry } from "./service";

export type ContactMessageWire = HandlerAnswer<typeof forms.sendContactMessage>;
export type ResumeSubmissionWire = HandlerAnswer<typeof forms.submitResume>;
export type InterestSubmissionWire = HandlerAnswer<typeof forms.submitInterest>;
export type WebsiteRequestWire = HandlerAnswer<typeof forms.requestWebsite>;

export const toContactWire = (row: ContactMessage): ContactMessageWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  time_created: row.timeCreated.toISOString(),
});

export const toResumeWire = (row: ResumeEntry): ResumeSubmissionWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  file: { name: row.fileName, stored_name: row.storedName, content_type: row.contentType, size: row.size },
  time_created: row.timeCreated.toISOString(),
});

export const toInterestWire = (row: InterestSubmission): InterestSubmissionWire => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  phone: row.phone,
  interests: row.interests,
  time_created: row.timeCreated.toISOString(),
});

export const toWebsiteRequestWire = (row: WebsiteRequest): WebsiteRequestWire => ({
  id: row.id,
  name: row.name,
  company: row.company,
  phone: row.phone,
  email: row.email,
  description: row.description,
  time_created: row.timeCreated.toISOString(),
});
