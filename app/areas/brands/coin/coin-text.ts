import { MAX_COIN_UNITS, MAX_REWARDS_VALUE_CENTS, MONEY_MESSAGES } from "#contract/money";

/*
 * The brand coin screens' words and addresses (platform-core §7 Profile and account: coins): /dashboard/brands/:brandId/coin/...
 * Shared by the routes, their schemas (server) and the forms (browser).
 */

const base = (brandId: string) => `/dashboard/brands/${encodeURIComponent(brandId)}/coin`;

export const COIN_PATHS = {
  coin: base,
  mint: (brandId: string) => `${base(brandId)}/mint`,
  holders: (brandId: string, page = 1) => `${base(brandId)}/holders${page > 1 ? `?page=${page}` : ""}`,
  transfer: (brandId: string) => `${base(brandId)}/transfer`,
  confirm: (brandId: string) => `${base(brandId)}/transfer/confirm`,
  contracts: (brandId: string) => `${base(brandId)}/contracts`,
} as const;

/** As long and as large as the platform takes them (POST /account/business/{id}/coin, …/contracts; contract/money.ts). */
export const COIN_LIMITS = { name: 100, description: 1000, logo: 500, target: 320, amount: MAX_COIN_UNITS, rewardsValue: MAX_REWARDS_VALUE_CENTS } as const;

export const COIN_MESSAGES = {
  nameRequired: "Please enter your coin's name.",
  contractNameRequired: "Please enter the contract's name.",
  amountRequired: "Please enter an amount.",
  // The platform's words for a bad amount (platform/modules/coins/wire.ts), checked here first.
  wholeNumber: "Must be a whole number",
  atLeast: (min: number) => `Must be at least ${min}`,
  atMost: (max: number) => `Must be at most ${max}`,
  number: "Must be a number",
  targetRequired: "Please enter the member's email address or user id.",
  rewardsValueTooHigh: MONEY_MESSAGES.rewardsValueTooHigh.charAt(0).toUpperCase() + MONEY_MESSAGES.rewardsValueTooHigh.slice(1),
  // When a platform refuses by code without words of its own (contract/error-codes.ts).
  overCap: `No one may hold more than ${MAX_COIN_UNITS.toLocaleString("en-US")} of a coin.`,
  tooManyLookups: "Too many look-ups by email address. Please wait and try again, or send to the member's user id.",
} as const;

const amountOf = (amount: number, coin: string) => `${amount.toLocaleString("en-US")} ${coin}`;

export const COIN_NOTICES = {
  issued: (name: string) => `${name} is issued. Mint a supply to start sending it.`,
  minted: (amount: number, coin: string, balance: number) => `Minted ${amountOf(amount, coin)}. You hold ${amountOf(balance, coin)}.`,
  sent: (amount: number, coin: string, target: string) => `Sent ${amountOf(amount, coin)} to ${target}.`,
  contractCreated: (name: string) => `The contract ${name} is created.`,
} as const;

/** The confirmation step's question: "Send 25 TIDE to ann@example.com?" */
export const transferQuestion = (amount: number, coin: string, target: string) => `Send ${amountOf(amount, coin)} to ${target}?`;
