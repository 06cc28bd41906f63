/**
 * Coins on the wire (platform/README.md "Coins and credit contracts"): the shapes the site's
 * client parses (app/.server/platform/calls/coins.ts), and the bodies and queries of the calls.
 */
import { z } from "zod";
import { MAX_COIN_UNITS, MAX_REWARDS_VALUE_CENTS, MONEY_MESSAGES } from "#contract/money";
import type { Credit, CreditContract } from "./schema";
import { optionalLink } from "#contract/api/fields";
import type { ContractHeld, MovementRow } from "./history";
import type { HolderRow } from "./holders";

export type CreditWire = {
  id: string;
  name: string;
  description: string | null;
  issuer: string | null;
  rewards_value: number | null;
  is_coin: boolean;
  logo: string | null;
};

export function toCreditWire(credit: Credit): CreditWire {
  return {
    id: credit.id,
    name: credit.name,
    description: credit.description,
    issuer: credit.issuer,
    rewards_value: credit.rewardsValue,
    is_coin: credit.isCoin,
    logo: credit.logo,
  };
}

export function toContractWire(contract: CreditContract, credit: Credit, quantity: number) {
  return {
    id: contract.id,
    name: contract.name,
    description: contract.description,
    credit: toCreditWire(credit),
    quantity,
    start_date: contract.startDate,
    end_date: contract.endDate,
    dividend_rate: contract.dividendRate,
    additional_data: contract.additionalData,
  };
}

export const toHeldContractWire = ({ contract, credit, quantity }: ContractHeld) => toContractWire(contract, credit, quantity);

export function toMovementWire({ movement, credit, contractName, counterparty }: MovementRow) {
  return {
    id: movement.id,
    kind: movement.kind,
    amount: movement.amount,
    balance: movement.balanceAfter,
    credit: toCreditWire(credit),
    counterparty: counterparty ? { id: counterparty.id, first_name: counterparty.firstName, last_name: counterparty.lastName } : null,
    contract: movement.contractId && contractName ? { id: movement.contractId, name: contractName } : null,
    checkout_id: movement.checkoutId,
    time_created: movement.timeCreated.toISOString(),
  };
}

export function toHolderWire(holder: HolderRow) {
  return { user: { id: holder.id, first_name: holder.firstName, last_name: holder.lastName }, balance: holder.balance };
}

const MAX_AMOUNT = MAX_COIN_UNITS;
const amount = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`);
const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => text(max).nullish().transform((value) => value || null);
const name = text(100).min(1, "must not be empty");
const day = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "must be a real date")
  .nullish()
  .transform((value) => value ?? null);

export const coinBody = z
  .object({
    name,
    description: optionalText(1000),
    logo: optionalLink(500),
    rewardsValue: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be at least 0")
      .max(MAX_REWARDS_VALUE_CENTS, MONEY_MESSAGES.rewardsValueTooHigh)
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();

export const mintBody = z.object({ amount }).strict();

export const contractBody = z
  .object({
    name,
    description: optionalText(1000),
    startDate: day,
    endDate: day,
    dividendRate: z.number({ error: "must be a number" }).min(0, "must be at least 0").max(100, "must be at most 100").nullish().transform((v) => v ?? null),
    additionalData: z.record(z.string(), z.unknown(), { error: "must be a JSON object" }).nullish().transform((v) => v ?? null),
  })
  .strict()
  .refine((c) => !c.startDate || !c.endDate || c.startDate <= c.endDate, { message: "must not be before startDate", path: ["endDate"] });

export const transferBody = z
  .object({
    coin: z.string({ error: "required: the coin's id" }),
    amount,
    target: z.string({ error: "required: the member's id or email address" }).trim().min(1, "must not be empty"),
    contract: z.string({ error: "must be a contract's id" }).nullish().transform((v) => v ?? null),
  })
  .strict();

const pageNumber = z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100_000);
const perPage = z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(50, "must be at most 50");

export const historyQuery = z
  .object({ page: pageNumber.default(1), per_page: perPage.default(20) })
  .strict()
  .transform(({ page, per_page }) => ({ page, perPage: per_page }));
