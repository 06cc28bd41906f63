import { z } from "zod";
import { wholeNumber } from "./fields.server";
import { COIN_LIMITS, COIN_MESSAGES } from "./coin-text";

/* Minting (POST /account/business/{id}/coin/mint): a whole amount within the platform's limits. */

export const mintSchema = z.object({ amount: wholeNumber(1, COIN_LIMITS.amount, COIN_MESSAGES.amountRequired) });
