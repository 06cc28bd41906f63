import { PlatformError } from "~/.server/platform";
import { FormRefusal } from "~/.server/forms/submission";

/*
 * The platform names the part of its body it refuses ('Field "experience.max_guests": must be at
 * least min_guests (7)', 'Field "availabilities.1": 09:00–10:00 is shorter than the duration'):
 * shown at the editor's field for that part, in the platform's words.
 */

/** The form's field for each field of `experience` on the wire (and its sub-fields). */
const EXPERIENCE_FIELDS: Record<string, string> = {
  name: "name",
  description: "description",
  venue: "venue",
  location: "location",
  address: "address",
  retail_price: "retailPrice",
  member_price: "memberPrice",
  min_price: "minPrice",
  per_guest_pricing: "perGuestPricing",
  min_guests: "minGuests",
  max_guests: "maxGuests",
  min_age: "minAge",
  ideal_age: "idealAgeYoungest",
  "ideal_age.youngest": "idealAgeYoungest",
  "ideal_age.oldest": "idealAgeOldest",
  pet_friendly: "petFriendly",
  duration: "durationHours",
  "duration.hours": "durationHours",
  "duration.minutes": "durationMinutes",
  timezone: "timezone",
  start_time: "startTime",
  end_time: "endTime",
  cancellation_policy: "cancellationPolicy",
  types: "types",
  themes: "themes",
  amenities: "amenities",
  additional_items: "additionalItems",
  disclaimer: "disclaimer",
  minimum_tier: "minimumTier",
  members_only: "membersOnly",
  advance_notice: "advanceNoticeTime",
  "advance_notice.time": "advanceNoticeTime",
  "advance_notice.unit": "advanceNoticeUnit",
  transportation: "transportationRadius",
  "transportation.radius": "transportationRadius",
  "transportation.lead_time": "transportationLeadTime",
  tags: "tags",
};

/** The editor's field a wire path is about, or undefined. */
export function formFieldOf(wirePath: string): string | undefined {
  if (wirePath === "category") return "category";
  const tier = /^experience\.cancellation_tiers(?:\.(\d+)(?:\.(hours|percent))?)?$/.exec(wirePath);
  if (tier) return `tiers[${tier[1] ?? 0}].${tier[2] ?? "hours"}`;
  const window = /^availabilities\.(\d+)(?:\.(start|end)(?:\.\w+)?|\.\w+)?$/.exec(wirePath);
  if (window) return window[2] ? `windows[${window[1]}].${window[2]}` : `windows[${window[1]}]`;
  const field = /^experience\.([a-z_]+(?:\.[a-z_]+)?)(?:\.\d+)?$/.exec(wirePath);
  if (!field) return undefined;
  return EXPERIENCE_FIELDS[field[1]!] ?? EXPERIENCE_FIELDS[field[1]!.split(".")[0]!];
}

/** A refusal naming a part of the body, at its field (`fieldOf` maps the path); null for anything else. */
export function experienceRefusal(error: unknown, fieldOf: (wirePath: string) => string | undefined = formFieldOf): FormRefusal | null {
  if (!(error instanceof PlatformError) || error.status === undefined || error.status >= 500) return null;
  const message = error.serverMessage?.trim() ?? "";
  const match = /^Field "([A-Za-z0-9_.]+)": (.+)$/s.exec(message);
  const field = match && fieldOf(match[1]!);
  if (!match || !field) return null;
  const reason = match[2]!.charAt(0).toUpperCase() + match[2]!.slice(1);
  return new FormRefusal(reason, 400, { [field]: [reason] });
}

/** The cover upload's refusal ('Field "image": must be a PNG, …') at the cover form's field. */
export const coverRefusal = (error: unknown) => experienceRefusal(error, (wirePath) => (wirePath === "image" ? "cover" : undefined));
