import { z } from "zod";
import { text } from "~/.server/forms/rules";
import { requiredText, wholeNumber } from "./fields.server";
import { COIN_LIMITS, COIN_MESSAGES } from "./coin-text";

/* Issuing the brand's coin (POST /account/business/{id}/coin): the platform checks the rest (a taken name). */

export const issueCoinSchema = z.object({
  name: requiredText("Coin name", COIN_LIMITS.name, COIN_MESSAGES.nameRequired),
  description: text("Description", COIN_LIMITS.description),
  logo: text("Logo URL", COIN_LIMITS.logo),
  rewardsValue: wholeNumber(0, COIN_LIMITS.rewardsValue, undefined, COIN_MESSAGES.rewardsValueTooHigh),
});
