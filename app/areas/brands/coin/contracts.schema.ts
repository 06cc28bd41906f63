import { z } from "zod";
import { text } from "~/.server/forms/rules";
import { optionalNumber, requiredText } from "./fields.server";
import { COIN_LIMITS, COIN_MESSAGES } from "./coin-text";

/*
 * A contract of the brand's coin (POST /account/business/{id}/coin/contracts): every rule of its
 * body checked here at once, in people's words (contract/api/coins.ts); a taken name is the platform's.
 */

/** A date field sends YYYY-MM-DD (or nothing). */
const day = (label: string) =>
  text(label, 10).refine((value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)), {
    message: COIN_MESSAGES.date,
  });

export const contractSchema = z
  .object({
    name: requiredText("Contract name", COIN_LIMITS.name, COIN_MESSAGES.contractNameRequired),
    description: text("Description", COIN_LIMITS.description),
    startDate: day("Start date"),
    endDate: day("End date"),
    dividendRate: optionalNumber.refine((rate) => rate === null || (rate >= 0 && rate <= 100), { message: COIN_MESSAGES.rate }),
  })
  .refine((c) => !c.startDate || !c.endDate || c.startDate <= c.endDate, {
    message: COIN_MESSAGES.endBeforeStart,
    path: ["endDate"],
    // Beside the other fields' errors too (every error at once), once both dates are dates.
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === "startDate" || issue.path?.[0] === "endDate"),
  });

/** What the platform may still refuse of it, by field, in the same words. */
export const CONTRACT_WORDS = {
  name: COIN_MESSAGES.contractNameRequired,
  startDate: COIN_MESSAGES.date,
  endDate: COIN_MESSAGES.endBeforeStart,
  dividendRate: COIN_MESSAGES.rate,
} as const;
