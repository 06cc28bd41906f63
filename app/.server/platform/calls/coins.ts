import { z } from "zod";
import type { PlatformCore } from "../core";
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
  /** The profile's: the brand that issued the coin, null for a platform credit (or when not said). */
  brandId?: string | null;
}

export const creditBalanceSchema: z.ZodType<CreditBalance> = creditWire
  .extend({ balance: z.number(), brand_id: maybe(id) })
  .transform(({ brand_id, ...w }) => ({ ...toCredit(w), balance: w.balance, ...(brand_id ? { brandId: brand_id } : {}) }));

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


// ── Movements and calls (platform/README.md "Coins and credit contracts") ──────

/** One row of the caller's ledger: `amount` signed (negative out), `balance` after it. */
export interface CoinMovement {
  id: string;
  /** mint, transfer_out, transfer_in, checkout. */
  kind: string;
  amount: number;
  balance: number;
  credit: Credit;
  counterparty: { id: string; firstName: string | null; lastName: string | null } | null;
  contract: { id: string; name: string } | null;
  created: string | null;
}

const movementSchema: z.ZodType<CoinMovement> = z
  .object({
    id,
    kind: z.string(),
    amount: z.number().int(),
    balance: z.number().int(),
    credit: creditSchema,
    counterparty: maybe(
      z
        .object({ id, first_name: maybe(z.string()), last_name: maybe(z.string()) })
        .transform((w) => ({ id: w.id, firstName: w.first_name, lastName: w.last_name })),
    ),
    contract: maybe(z.object({ id, name: z.string() })),
    time_created: maybe(timestamp),
  })
  .transform((w) => ({
    id: w.id,
    kind: w.kind,
    amount: w.amount,
    balance: w.balance,
    credit: w.credit,
    counterparty: w.counterparty,
    contract: w.contract,
    created: w.time_created,
  }));

export interface CoinHistoryPage {
  movements: CoinMovement[];
  page: number;
  perPage: number;
  total: number;
}

const historySchema: z.ZodType<CoinHistoryPage> = z
  .object({
    movements: z.array(movementSchema),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
  })
  .transform((w) => ({ movements: w.movements, page: w.page, perPage: w.per_page, total: w.total }));

/** What a transfer answers: the coin and the sender's balance after it. */
export const transferredSchema = creditBalanceSchema;

export function coinCalls(core: PlatformCore) {
  return {
    /** GET /account/coins/history: the caller's movements, newest first. */
    history(options: { page?: number; perPage?: number } = {}): Promise<CoinHistoryPage> {
      return core.call({
        prefix: "Unable to get coin history",
        method: "GET",
        path: "/account/coins/history",
        query: { page: options.page, per_page: options.perPage },
        auth: "required",
        schema: historySchema,
      });
    },

    /** GET /account/contracts: the credit contracts the caller holds under. */
    contracts(): Promise<CreditContract[]> {
      return core.call({ prefix: "Unable to get contracts", method: "GET", path: "/account/contracts", auth: "required", schema: z.array(creditContractSchema) });
    },

    /** POST /account/coins/transfer: `target` a member's email address or user id. */
    transfer(input: { coin: string; amount: number; target: string; contract?: string | null }): Promise<CreditBalance> {
      return core.call({ prefix: "Unable to transfer coins", method: "POST", path: "/account/coins/transfer", json: input, auth: "required", schema: transferredSchema });
    },
  };
}
