import { PlatformError } from "~/.server/platform";
import { FormRefusal } from "~/.server/forms/submission";
import { EXPERIENCE_MESSAGES as M } from "./experience-text";

/*
 * The platform's refusals of a step, read by the field it names (contract/api/errors.ts `field`,
 * never its text) and said in the editor's words at that step's field. The steps check these
 * rules themselves first (form-schema.server.ts); this is for what only the platform knows (a
 * venue gone meanwhile, a tag no longer offered) and a hosted platform's stricter rules.
 */

/** The body's field → the step's field and what is said there. */
const WORDS: Readonly<Record<string, { field: string; message: string }>> = {
  category: { field: "category", message: M.categoryRequired },
  "experience.name": { field: "name", message: M.nameRequired },
  "experience.venue": { field: "venue", message: M.noVenue },
  "experience.timezone": { field: "timezone", message: M.timezone },
  "experience.duration": { field: "durationHours", message: M.durationRange },
  "experience.end_time": { field: "endTime", message: M.endBeforeStart },
  "experience.max_guests": { field: "maxGuests", message: M.guestsOrder },
  "experience.member_price": { field: "memberPrice", message: M.memberPriceAbove },
  "experience.retail_price": { field: "retailPrice", message: M.dollars },
  "experience.tags": { field: "tags", message: M.noTag },
};

/** A step's refusal at its field, in words; a refusal about nothing the step shows, in words above its button. Null for anything but a 4xx. */
export function stepRefusal(error: unknown): FormRefusal | null {
  if (!(error instanceof PlatformError) || error.status === undefined || error.status >= 500 || error.isNetworkError) return null;
  const window = error.field ? /^availabilities\.(\d+)/.exec(error.field) : null;
  if (window) return new FormRefusal(M.windowTooShort, 400, { [`windows[${window[1]}].end`]: [M.windowTooShort] });
  const words = error.field ? WORDS[error.field] : undefined;
  if (words) return new FormRefusal(words.message, 400, { [words.field]: [words.message] });
  if (error.status === 401 || error.status === 403) return null;
  return new FormRefusal(M.notSaved, 400);
}

/** The cover upload's refusal (the `image` field) at the cover form's field, in the platform's words for what it read. */
export function coverRefusal(error: unknown): FormRefusal | null {
  if (!(error instanceof PlatformError) || error.status === undefined || error.status >= 500 || error.field !== "image") return null;
  const problem = error.problem ? error.problem.charAt(0).toUpperCase() + error.problem.slice(1) : M.chooseImage;
  const message = /^must be/i.test(problem) ? `The image ${problem.charAt(0).toLowerCase()}${problem.slice(1)}` : problem;
  return new FormRefusal(message, 400, { cover: [message] });
}
