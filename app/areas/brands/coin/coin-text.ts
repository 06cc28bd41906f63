import { MAX_COIN_UNITS, MAX_REWARDS_VALUE_CENTS } from "#contract/money";
import { priceForPeople } from "#contract/price-for-people";

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

const amountOf = (amount: number, coin: string) => `${amount.toLocaleString("en-US")} ${coin}`;

/** A coin's value for people: "$0.25 a coin". */
export const valueOfOneCoin = (cents: number) => `${priceForPeople(cents)} a coin`;

export const COIN_MESSAGES = {
  nameRequired: "Please enter your coin's name.",
  contractNameRequired: "Please enter the contract's name.",
  amountRequired: "Please enter an amount.",
  // The rules of the platform's bodies (contract/api/coins.ts), checked here first, in people's words.
  wholeNumber: "Please enter a whole number of coins, like 25.",
  atLeast: (min: number) => `Please enter at least ${min.toLocaleString("en-US")}.`,
  atMost: (max: number) => `Please enter at most ${max.toLocaleString("en-US")}.`,
  number: "Please enter a number, like 2.5.",
  dollars: "Please enter dollars and cents, like 0.25.",
  targetRequired: "Please enter the member's email address or user id.",
  rewardsValueTooHigh: `A coin can be worth at most ${priceForPeople(MAX_REWARDS_VALUE_CENTS)}.`,
  logo: "Please enter the logo's web address (https://…) or a path on this site starting with /.",
  rate: "Please enter a rate from 0 to 100.",
  date: "Please enter a date.",
  endBeforeStart: "The end date must not be before the start date.",
  nameTaken: "A coin or credit of this name exists already: choose another name.",
  /** More than the owner holds, refused before the confirmation step. */
  shortOf: (balance: number, coin: string) =>
    balance > 0 ? `You hold ${amountOf(balance, coin)}: send at most ${balance.toLocaleString("en-US")}.` : `You hold 0 ${coin}: mint some first.`,
  notHeld: "You do not hold that many: send at most what you hold.",
  // When a platform refuses by code without words of its own (contract/error-codes.ts).
  overCap: `No one may hold more than ${MAX_COIN_UNITS.toLocaleString("en-US")} of a coin.`,
  tooManyLookups: "Too many look-ups by email address. Please wait and try again, or send to the member's user id.",
} as const;

export const COIN_NOTICES = {
  issued: (name: string) => `${name} is issued. Mint a supply to start sending it.`,
  minted: (amount: number, coin: string, balance: number) => `Minted ${amountOf(amount, coin)}. You hold ${amountOf(balance, coin)}.`,
  sent: (amount: number, coin: string, target: string) => `Sent ${amountOf(amount, coin)} to ${target}.`,
  contractCreated: (name: string) => `The contract ${name} is created.`,
} as const;

/** The confirmation step's question: "Send 25 TIDE to ann@example.com?" */
export const transferQuestion = (amount: number, coin: string, target: string) => `Send ${amountOf(amount, coin)} to ${target}?`;
