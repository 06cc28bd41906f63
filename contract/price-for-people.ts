import { numberFormat } from "./intl-formats";

/** "$1,000" or "$12.50": a price as people read it on a listing, a checkout, a notification or an email. */
export const priceForPeople = (cents: number) =>
  cents % 100 === 0
    ? `$${(cents / 100).toLocaleString("en-US")}`
    : `$${numberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;
