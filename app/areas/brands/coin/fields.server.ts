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

/** A required text field: `message` when empty. */
export const requiredText = (label: string, max: number, message: string) => text(label, max).refine((value) => value !== "", { message });
