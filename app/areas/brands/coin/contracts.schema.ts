import { z } from "zod";
import { text } from "~/.server/forms/rules";
import { optionalNumber, requiredText } from "./fields.server";
import { COIN_LIMITS, COIN_MESSAGES } from "./coin-text";

/* A contract of the brand's coin (POST /account/business/{id}/coin/contracts); dates and rate are the platform's to check. */

export const contractSchema = z.object({
  name: requiredText("Contract name", COIN_LIMITS.name, COIN_MESSAGES.contractNameRequired),
  description: text("Description", COIN_LIMITS.description),
  startDate: text("Start date", 10),
  endDate: text("End date", 10),
  dividendRate: optionalNumber,
});
