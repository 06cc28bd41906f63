import type { CoinHistoryPage, CoinMovement } from "./coin-calls.server";

/* What the Coins & Credits page shows of the member's ledger, formatted on the server (one time zone, no hydration mismatch). */

export const COIN_HISTORY_PER_PAGE = 20;

export interface MovementItem {
  id: string;
  when: string | null;
  what: string;
  coin: string;
  /** Signed, with a + for what came in. */
  amount: string;
  balance: string;
}

export interface CoinHistoryList {
  items: MovementItem[];
  page: number;
  pageCount: number;
  total: number;
}

const number = (n: number) => n.toLocaleString("en-US");

function nameOf(who: CoinMovement["counterparty"]): string {
  const name = [who?.firstName, who?.lastName].filter(Boolean).join(" ");
  return name || "a member";
}

function describe(m: CoinMovement): string {
  const under = m.contract ? ` (contract ${m.contract.name})` : "";
  switch (m.kind) {
    case "mint":
      return "Minted";
    case "transfer_out":
      return `Sent to ${nameOf(m.counterparty)}${under}`;
    case "transfer_in":
      return `Received from ${nameOf(m.counterparty)}${under}`;
    case "checkout":
      return "Spent on a booking";
    case "refund":
      return "Returned from a cancelled booking";
    case "checkout_release":
      return "Returned: a booking left unpaid";
    default:
      return m.kind;
  }
}

export function coinHistoryList(page: CoinHistoryPage, timeZone: string): CoinHistoryList {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
  return {
    items: page.movements.map((m) => ({
      id: m.id,
      when: m.created ? format.format(new Date(m.created)) : null,
      what: describe(m),
      coin: m.credit.name,
      amount: m.amount > 0 ? `+${number(m.amount)}` : number(m.amount),
      balance: number(m.balance),
    })),
    page: page.page,
    pageCount: Math.max(1, Math.ceil(page.total / page.perPage)),
    total: page.total,
  };
}
