import type { CoinHistoryList } from "./coin-history-view.server";
import { Pagination } from "~/ui/pagination";

/** The member's coin and credit movements, newest first; null when they could not be loaded. */
export function CoinHistory({ list }: { list: CoinHistoryList | null }) {
  if (list === null) return <p>Your history could not be loaded. Please try again later.</p>;
  if (list.total === 0) return <p>No movements yet: coins you receive, send or spend appear here.</p>;
  return (
    <>
      {/* On a phone the table scrolls sideways inside itself: focusable, so a keyboard can scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Movements, scrolling sideways">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Coin and credit movements, newest first</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4">When</th>
              <th scope="col" className="py-2 pr-4">What</th>
              <th scope="col" className="py-2 pr-4">Coin or credit</th>
              <th scope="col" className="py-2 pr-4 text-right">Amount</th>
              <th scope="col" className="py-2 text-right">Balance after</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.id} className="border-b border-line last:border-0">
                <td className="py-2 pr-4">{item.when ?? "—"}</td>
                <td className="py-2 pr-4">{item.what}</td>
                <td className="py-2 pr-4">{item.coin}</td>
                <td className="py-2 pr-4 text-right font-semibold">{item.amount}</td>
                <td className="py-2 text-right">{item.balance}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4">
        <Pagination page={list.page} pageCount={list.pageCount} href={(page) => `/dashboard/balances?page=${page}`} label="History pages" />
      </div>
    </>
  );
}
