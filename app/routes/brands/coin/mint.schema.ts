import { z } from "zod";
import { wholeNumber } from "~/.server/brands/coin/fields";
import { COIN_LIMITS, COIN_MESSAGES } from "~/features/brands/coin/coin-text";

/* Minting (POST /account/business/{id}/coin/mint): a whole amount within the platform's limits. */

export const mintSchema = z.object({ amount: wholeNumber(1, COIN_LIMITS.amount, COIN_MESSAGES.amountRequired) });
