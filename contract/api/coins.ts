/**
 * Coins and credit contracts (platform-core §3 "Credit", "Credit contract"; platform/README.md
 * "Coins and credit contracts"): a member's transfers, history and contracts under /account, and a
 * brand owner's coin under /account/business/{id}/coin (issue it once, mint it, its contracts and
 * holders). A brand the caller does not own answers 404, as an unknown one does.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { MAX_COIN_UNITS, MAX_REWARDS_VALUE_CENTS, MONEY_MESSAGES } from "../money";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, badPaging, rateLimited, signedOut } from "./errors";
import { optionalLink } from "./fields";

const SPEC = "platform-core §3 Credit, Credit contract";

// ── Bodies and queries ──────────────────────────────────────────────────────

const amount = z
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(MAX_COIN_UNITS, `must be at most ${MAX_COIN_UNITS}`);
const text = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => text(max).nullish().transform((value) => value || null);
const name = text(100).min(1, "must not be empty");
const day = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "must be a real date")
  .nullish()
  .transform((value) => value ?? null);

const coinBody = z
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
      .transform((v) => v ?? null)
      .meta({ description: "Cents a unit takes off a price." }),
  })
  .strict();

const mintBody = z.object({ amount }).strict();

const contractBody = z
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

const transferBody = z
  .object({
    coin: z.string({ error: "required: the coin's id" }),
    amount,
    target: z.string({ error: "required: the member's id or email address" }).trim().min(1, "must not be empty").meta({ description: "The member's id or email address." }),
    contract: z.string({ error: "must be a contract's id" }).nullish().transform((v) => v ?? null),
  })
  .strict();

const pageNumber = z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(100_000);
const perPage = z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(1, "must be at least 1").max(50, "must be at most 50");

/** ?page=&per_page= (per_page at most 50, default 20). */
const pagingQuery = z.object({ page: pageNumber.default(1), per_page: perPage.default(20) }).strict();

// ── What is answered ────────────────────────────────────────────────────────

export const credit = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    issuer: z.string().nullable(),
    rewards_value: z.number().int().nullable(),
    is_coin: z.boolean(),
    logo: z.string().nullable(),
  })
  .meta({ id: "Credit" });

/** A credit with the caller's balance of it after the call. */
const creditWithBalance = credit.extend({ balance: z.number().int() }).meta({ id: "CreditWithBalance" });

/** A contract of a coin; `quantity` what the caller holds under it (a member) or all members hold (its owner). */
export const creditContract = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    credit,
    quantity: z.number().int(),
    start_date: z.iso.date().nullable(),
    end_date: z.iso.date().nullable(),
    dividend_rate: z.number().nullable(),
    additional_data: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: "CreditContract" });

const person = z.object({ id: z.uuid(), first_name: z.string().nullable(), last_name: z.string().nullable() });

const movement = z
  .object({
    id: z.uuid(),
    kind: z.string().meta({ description: "mint, transfer_out, transfer_in, checkout, checkout_release (a booking's credits returned when it was left unpaid), refund (a cancelled booking's credits back)." }),
    amount: z.number().int().meta({ description: "Signed: negative out." }),
    balance: z.number().int().meta({ description: "The balance after it." }),
    credit,
    counterparty: person.nullable(),
    contract: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    checkout_id: z.uuid().nullable(),
    time_created: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "CoinMovement" });

const page = { page: z.number().int().min(1), per_page: z.number().int().min(1), total: z.number().int().min(0) };

// ── Refusals ────────────────────────────────────────────────────────────────

const noBrand: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No brand of this id that the caller owns." };
const noCoin: Refusal = { status: 404, code: ERROR_CODES.noCoinYet, when: "The brand has not issued a coin yet." };
const brandId = z.object({ id: z.string().meta({ description: "The brand's id." }) });

export const transferCoins = endpoint({
  id: "transferCoins",
  method: "POST",
  path: "/account/coins/transfer",
  summary: "Transfer coins to a member",
  spec: SPEC,
  caller: "member",
  body: { json: transferBody },
  answer: {
    status: 200,
    json: creditWithBalance
      .extend({ amount: z.number().int(), target: z.uuid().meta({ description: "The receiver's user id." }), contract: z.uuid().nullable() })
      .meta({ id: "Transfer" }),
  },
  refusals: [
    badBody,
    { ...badBody, when: "The target is the caller." },
    { status: 400, code: ERROR_CODES.limitExceeded, field: "amount", when: "The receiver's balance, or what is held under the contract, would pass its cap." },
    signedOut,
    { status: 404, code: ERROR_CODES.notFound, when: "No such coin, member or contract of the coin." },
    { status: 409, code: ERROR_CODES.conflict, when: "The caller does not hold the amount." },
    rateLimited("Too many look-ups of members by email address"),
  ],
});

export const coinHistory = endpoint({
  id: "coinHistory",
  method: "GET",
  path: "/account/coins/history",
  summary: "The caller's coin movements, newest first",
  spec: SPEC,
  caller: "member",
  query: pagingQuery,
  answer: { status: 200, json: z.object({ movements: z.array(movement), ...page }).meta({ id: "CoinHistoryPage" }) },
  refusals: [badPaging, signedOut],
});

export const heldContracts = endpoint({
  id: "heldContracts",
  method: "GET",
  path: "/account/contracts",
  summary: "The credit contracts the caller holds under",
  spec: SPEC,
  caller: "member",
  answer: { status: 200, json: z.array(creditContract) },
  refusals: [signedOut],
});

export const brandCoin = endpoint({
  id: "brandCoin",
  method: "GET",
  path: "/account/business/{id}/coin",
  summary: "The brand's coin",
  spec: SPEC,
  caller: "member",
  params: brandId,
  answer: { status: 200, json: credit },
  refusals: [signedOut, noBrand, noCoin],
});

export const issueCoin = endpoint({
  id: "issueCoin",
  method: "POST",
  path: "/account/business/{id}/coin",
  summary: "Issue the brand's one coin",
  spec: SPEC,
  caller: "member",
  params: brandId,
  body: { json: coinBody },
  answer: { status: 201, json: credit },
  refusals: [badBody, signedOut, noBrand, { status: 409, code: ERROR_CODES.conflict, when: "The brand has issued its coin already, or a credit of this name exists." }],
});

export const mintCoin = endpoint({
  id: "mintCoin",
  method: "POST",
  path: "/account/business/{id}/coin/mint",
  summary: "Mint the coin to the owner",
  spec: SPEC,
  caller: "member",
  params: brandId,
  body: { json: mintBody },
  answer: { status: 200, json: creditWithBalance },
  refusals: [badBody, { status: 400, code: ERROR_CODES.limitExceeded, field: "amount", when: "The owner's balance would pass the cap." }, signedOut, noBrand, noCoin],
});

export const createCoinContract = endpoint({
  id: "createCoinContract",
  method: "POST",
  path: "/account/business/{id}/coin/contracts",
  summary: "Create a credit contract of the coin",
  spec: SPEC,
  caller: "member",
  params: brandId,
  body: { json: contractBody },
  answer: { status: 201, json: creditContract },
  refusals: [badBody, signedOut, noBrand, noCoin, { status: 409, code: ERROR_CODES.conflict, when: "The coin has a contract of this name." }],
});

export const coinContracts = endpoint({
  id: "coinContracts",
  method: "GET",
  path: "/account/business/{id}/coin/contracts",
  summary: "Every contract of the coin, by name, with what all members hold under it",
  spec: SPEC,
  caller: "member",
  params: brandId,
  answer: { status: 200, json: z.array(creditContract) },
  refusals: [signedOut, noBrand, noCoin],
});

export const coinHolders = endpoint({
  id: "coinHolders",
  method: "GET",
  path: "/account/business/{id}/coin/holders",
  summary: "The members holding the coin, largest balance first",
  spec: SPEC,
  caller: "member",
  params: brandId,
  query: pagingQuery,
  answer: {
    status: 200,
    json: z.object({ holders: z.array(z.object({ user: person, balance: z.number().int() })), ...page }).meta({ id: "CoinHolderPage" }),
  },
  refusals: [badPaging, signedOut, noBrand, noCoin],
});

export const coinEndpoints = [transferCoins, coinHistory, heldContracts, brandCoin, issueCoin, mintCoin, createCoinContract, coinContracts, coinHolders] as const;
