/**
 * The line under the /experiences results heading: "1–12 of 62 experiences", or, when the
 * platform stopped counting (`totalExact` false: it counts up to 1,000), "1–12 of more than 1,000
 * experiences". Paging then offers the pages of that first 1,000.
 */
export function resultCount(first: number, last: number, total: number, totalExact: boolean): string {
  if (!totalExact) return `${first}–${last} of more than ${total.toLocaleString("en-US")} experiences`;
  return `${first}–${last} of ${total} ${total === 1 ? "experience" : "experiences"}`;
}
