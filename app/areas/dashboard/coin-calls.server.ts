import { z } from "zod";
import * as coins from "#contract/api/coins";
import type { CallAnswer } from "#contract/api/endpoint";
import { toCredit, toCreditContract, type Credit, type CreditBalance, type CreditContract } from "~/.server/auth/own-profile";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";
import { id, jsonObject, maybe, timestamp } from "~/.server/platform/wire";

/*
 * Coins (platform/README.md "Coins and credit contracts"): the caller's ledger, held contracts and
 * transfers, read by the member's balances and a brand owner's coin pages (brands/coin imports the
 * dashboard). The entities a profile holds (Credit, CreditBalance, CreditContract) are the core's
 * (.server/auth/own-profile).
 */

// ── Credits and coins ───────────────────────────────────────────────────────

const creditWire = z.object({
  id,
  name: z.string(),
  description: maybe(z.string()),
  issuer: maybe(z.string()),
  rewards_value: maybe(z.number()),
  is_coin: z.boolean().default(false),
  logo: maybe(z.string()),
});

export { toCredit };

export const creditSchema: z.ZodType<Credit> = creditWire.transform(toCredit);

export const creditBalanceSchema: z.ZodType<CreditBalance> = creditWire
  .extend({ balance: z.number(), brand_id: maybe(id) })
  .transform(({ brand_id, ...w }) => ({ ...toCredit(w), balance: w.balance, ...(brand_id ? { brandId: brand_id } : {}) }));

export const creditContractSchema: z.ZodType<CreditContract> = z
  .object({
    id,
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
    id: w.id,
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
  /** mint, transfer_out, transfer_in, checkout, checkout_release (a booking's credits returned when it was left unpaid), refund (a cancelled booking's credits back). */
  kind: string;
  amount: number;
  balance: number;
  credit: Credit;
  counterparty: { id: string; firstName: string | null; lastName: string | null } | null;
  contract: { id: string; name: string } | null;
  created: string | null;
}

export interface CoinHistoryPage {
  movements: CoinMovement[];
  page: number;
  perPage: number;
  total: number;
}

type HistoryWire = CallAnswer<typeof coins.coinHistory>;

function toMovement(w: HistoryWire["movements"][number]): CoinMovement {
  return {
    id: w.id,
    kind: w.kind,
    amount: w.amount,
    balance: w.balance,
    credit: toCredit(w.credit),
    counterparty: w.counterparty && { id: w.counterparty.id, firstName: w.counterparty.first_name, lastName: w.counterparty.last_name },
    contract: w.contract,
    created: w.time_created,
  };
}

export { toCreditContract };

/** A credit with the caller's balance after a mint or a transfer. */
export function toCreditBalance(w: CallAnswer<typeof coins.mintCoin>): CreditBalance {
  return { ...toCredit(w), balance: w.balance };
}

export function coinCalls(core: PlatformCore) {
  return {
    /** GET /account/coins/history: the caller's movements, newest first. */
    async history(options: { page?: number; perPage?: number } = {}): Promise<CoinHistoryPage> {
      const w = await core.call(endpointCall(coins.coinHistory, { query: { page: options.page, per_page: options.perPage } }, { prefix: "Unable to get coin history" }));
      return { movements: w.movements.map(toMovement), page: w.page, perPage: w.per_page, total: w.total };
    },

    /** GET /account/contracts: the credit contracts the caller holds under. */
    async contracts(): Promise<CreditContract[]> {
      return (await core.call(endpointCall(coins.heldContracts, {}, { prefix: "Unable to get contracts" }))).map(toCreditContract);
    },

    /** POST /account/coins/transfer: `target` a member's email address or user id. */
    async transfer(input: { coin: string; amount: number; target: string; contract?: string | null }): Promise<CreditBalance> {
      return toCreditBalance(await core.call(endpointCall(coins.transferCoins, { body: input }, { prefix: "Unable to transfer coins" })));
    },
  };
}
