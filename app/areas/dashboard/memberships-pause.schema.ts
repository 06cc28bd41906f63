import { z } from "zod";
import { DASHBOARD_MESSAGES, MAX_PAUSE_MONTHS } from "./dashboard-text";
import { planChoice } from "./plan-choice.server";

const months = DASHBOARD_MESSAGES.pauseMonths;

/* A pause of the membership, for 1 to 12 whole months. */
export const pauseSchema = z.object({
  planId: planChoice,
  months: z.number({ error: months }).int(months).min(1, months).max(MAX_PAUSE_MONTHS, months),
});
