import { z } from "zod";
import { id, jsonObject, maybe, timestamp, type JsonObject } from "../wire";

/* Credits, coins and credit contracts (spec platform-core §3): held in a user's profile. */

// ── Credits and coins ───────────────────────────────────────────────────────

export interface Credit {
  id: string;
  name: string;
  description: string | null;
  issuer: string | null;
  rewardsValue: number | null;
  isCoin: boolean;
  logo: string | null;
}

const creditWire = z.object({
  id,
  name: z.string(),
  description: maybe(z.string()),
  issuer: maybe(z.string()),
  rewards_value: maybe(z.number()),
  is_coin: z.boolean().default(false),
  logo: maybe(z.string()),
});

function toCredit(w: z.output<typeof creditWire>): Credit {
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    issuer: w.issuer,
    rewardsValue: w.rewards_value,
    isCoin: w.is_coin,
    logo: w.logo,
  };
}

export const creditSchema: z.ZodType<Credit> = creditWire.transform(toCredit);

/** A credit or coin a user holds. */
export interface CreditBalance extends Credit {
  balance: number;
}

export const creditBalanceSchema: z.ZodType<CreditBalance> = creditWire
  .extend({ balance: z.number() })
  .transform((w) => ({ ...toCredit(w), balance: w.balance }));

export interface CreditContract {
  name: string;
  description: string | null;
  credit: Credit | null;
  quantity: number;
  startDate: string | null;
  endDate: string | null;
  dividendRate: number | null;
  additionalData: JsonObject | null;
}

export const creditContractSchema: z.ZodType<CreditContract> = z
  .object({
    name: z.string(),
    description: maybe(z.string()),
    credit: maybe(creditSchema),
    quantity: z.number(),
    start_date: maybe(z.string()),
    end_date: maybe(z.string()),
    dividend_rate: maybe(z.number()),
    additional_data: maybe(jsonObject),
  })
  .transform((w) => ({
    name: w.name,
    description: w.description,
    credit: w.credit,
    quantity: w.quantity,
    startDate: w.start_date,
    endDate: w.end_date,
    dividendRate: w.dividend_rate,
    additionalData: w.additional_data,
  }));

