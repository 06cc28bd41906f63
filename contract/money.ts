/**
 * The bounds of money and coins (spec/platform-core.md §3 "Credit or coin", "Credit contract";
 * docs/security.md "Money rules"), held by the platform (its bodies, its ledger and CHECKs in the
 * database) and by the site's forms.
 *
 * Why capped 32-bit integers and not bigint columns: every number below fits PostgreSQL's
 * `integer` with room, so `balance + amount` of two capped values (at most 2,000,000,000) is still
 * computed without overflow before the cap refuses it; every product the platform computes in
 * JavaScript (a quantity times a coin's value: at most 10^15 cents) stays below
 * Number.MAX_SAFE_INTEGER (9 * 10^15), so no count of cents is ever rounded; and the wire keeps
 * plain JSON numbers. A billion units and $10,000 a unit leave every real use far below the caps.
 */

import { numberFormat } from "./intl-formats";

/** The one currency of every price, payment and refund (ISO 4217, lower case as Stripe writes it); amounts are integer cents of it. */
export const CURRENCY = "usd";

/** The most of one credit or coin one member holds, and the most one mint, transfer or contract quantity moves. */
export const MAX_COIN_UNITS = 1_000_000_000;

/** The most a unit of a coin is worth, in cents ($10,000): what one unit takes off a price. */
export const MAX_REWARDS_VALUE_CENTS = 1_000_000;

/** The most one checkout costs, in cents ($10,000,000), before credits: a price beyond is refused, not stored. */
export const MAX_CHECKOUT_CENTS = 1_000_000_000;

const units = (n: number) => n.toLocaleString("en-US");
/** "$1,000.00": amounts in accounts (receipts, refunds, ledgers), where cents line up. */
export const dollarsOf = (cents: number) => `$${numberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;

/**
 * Dollars as a person types them ("0.25", "$1,000", "12.5", ".5") in whole cents, or null when the
 * text is no amount of dollars and cents (a third decimal, a minus, letters). The one reading of a
 * dollars field: the site's forms send the platform the cents it keeps.
 */
export function centsOfDollars(typed: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/.exec(typed.trim());
  if (!match || (match[1] === "" && !match[2])) return null;
  return Number(match[1]!.replaceAll(",", "") || "0") * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** "$1,000" or "$12.50": a price as people read it on a listing, a checkout, a notification or an email (its own module: the pages that show no price do not carry it). */
export { priceForPeople } from "./price-for-people";

/** The platform's words for each bound (the site shows them at the field they name). */
export const MONEY_MESSAGES = {
  // Written out, not computed with dollarsOf: a module that runs nothing when loaded leaves the pages that need none of it.
  rewardsValueTooHigh: `must be at most ${MAX_REWARDS_VALUE_CENTS} cents ($10,000.00) a coin`,
  mintPastCap: (coin: string, held: number) =>
    `no one may hold more than ${units(MAX_COIN_UNITS)} ${coin}; you hold ${units(held)}, so you can mint at most ${units(Math.max(0, MAX_COIN_UNITS - held))}.`,
  recipientPastCap: (coin: string) => `the recipient cannot hold more than ${units(MAX_COIN_UNITS)} ${coin}.`,
  contractPastCap: (coin: string) => `the recipient cannot hold more than ${units(MAX_COIN_UNITS)} ${coin} under one contract.`,
  checkoutPastCap: (subtotalCents: number) =>
    `this booking would cost ${dollarsOf(subtotalCents)}; one checkout takes at most ${dollarsOf(MAX_CHECKOUT_CENTS)}.`,
  /** A credit that is neither a platform credit nor the selling brand's own coin. */
  creditNotAccepted: (credit: string) => `${credit} cannot pay for this experience: only platform credits and the selling brand's own coin can.`,
} as const;
