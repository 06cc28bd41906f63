import { z } from "zod";
import { wholeNumber } from "~/areas/brands/coin/fields.server";
import { COIN_LIMITS, COIN_MESSAGES } from "~/areas/brands/coin/coin-text";

/* Minting (POST /account/business/{id}/coin/mint): a whole amount within the platform's limits. */

export const mintSchema = z.object({ amount: wholeNumber(1, COIN_LIMITS.amount, COIN_MESSAGES.amountRequired) });
