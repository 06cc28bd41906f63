import { centsOfDollars } from "#contract/money";
import { isSafeLink } from "#contract/safe-link";
import { text } from "~/.server/forms/rules";
import { COIN_MESSAGES } from "./coin-text";

/* Pieces of the coin forms' schemas: numbers typed as text, checked with the platform's words. */

/** A whole number from `min` to `max`; `required` is said when left empty, else null; `tooHigh` above `max`. */
export function wholeNumber(min: number, max: number, required?: string, tooHigh = COIN_MESSAGES.atMost(max)) {
  return text("Number", 20).transform((value, ctx) => {
    if (value === "") {
      if (required) ctx.addIssue({ code: "custom", message: required });
      return null;
    }
    const n = Number(value);
    if (!/^-?\d+$/.test(value)) ctx.addIssue({ code: "custom", message: COIN_MESSAGES.wholeNumber });
    else if (n < min) ctx.addIssue({ code: "custom", message: COIN_MESSAGES.atLeast(min) });
    else if (n > max) ctx.addIssue({ code: "custom", message: tooHigh });
    return n;
  });
}

/** A number (decimals allowed) or null when empty; its range is the platform's to check. */
export const optionalNumber = text("Number", 20).transform((value, ctx) => {
  if (value === "") return null;
  const n = Number(value);
  if (!Number.isFinite(n)) ctx.addIssue({ code: "custom", message: COIN_MESSAGES.number });
  return n;
});

/** Dollars typed ("0.25") as whole cents up to `maxCents`, or null when empty (contract/money.ts reads them). */
export function dollars(maxCents: number, tooHigh: string) {
  return text("Dollars", 20).transform((value, ctx) => {
    if (value === "") return null;
    const cents = centsOfDollars(value);
    if (cents === null) ctx.addIssue({ code: "custom", message: COIN_MESSAGES.dollars });
    else if (cents > maxCents) ctx.addIssue({ code: "custom", message: tooHigh });
    return cents;
  });
}

/** An optional link (contract/safe-link.ts), `message` when it is not one. */
export const optionalLink = (label: string, max: number, message: string) => text(label, max).refine((value) => value === "" || isSafeLink(value), { message });

/** A required text field: `message` when empty. */
export const requiredText = (label: string, max: number, message: string) => text(label, max).refine((value) => value !== "", { message });
