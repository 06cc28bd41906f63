import { z } from "zod";
import { text } from "~/.server/forms/rules";
import { dollars, optionalLink, requiredText } from "./fields.server";
import { COIN_LIMITS, COIN_MESSAGES } from "./coin-text";

/*
 * Issuing the brand's coin (POST /account/business/{id}/coin): every rule of its body checked here
 * at once, in people's words; the platform checks the rest (a taken name). The value of one coin is
 * typed in dollars and sent as whole cents.
 */

export const issueCoinSchema = z.object({
  name: requiredText("Coin name", COIN_LIMITS.name, COIN_MESSAGES.nameRequired),
  description: text("Description", COIN_LIMITS.description),
  logo: optionalLink("Logo URL", COIN_LIMITS.logo, COIN_MESSAGES.logo),
  rewardsValue: dollars(COIN_LIMITS.rewardsValue, COIN_MESSAGES.rewardsValueTooHigh),
});

/** What the platform may still refuse of it, by field, in the same words. */
export const ISSUE_COIN_WORDS = {
  name: COIN_MESSAGES.nameRequired,
  logo: COIN_MESSAGES.logo,
  rewardsValue: COIN_MESSAGES.rewardsValueTooHigh,
} as const;
