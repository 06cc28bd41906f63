/** "$1,000" or "$12.50": a price as people read it on a listing, a checkout, a notification or an email. */
export const priceForPeople = (cents: number) =>
  cents % 100 === 0
    ? `$${(cents / 100).toLocaleString("en-US")}`
    : `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
