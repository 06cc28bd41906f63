import { Link } from "react-router";
import type { CoinHolderPage, OwnedContract } from "./coin-owner-calls.server";
import type { MovementItem } from "~/areas/dashboard/coin-history-view.server";
import { Pagination } from "~/ui/pagination";
import { COIN_PATHS, valueOfOneCoin } from "./coin-text";
import type { Credit } from "~/.server/auth/own-profile";

/* What the coin screens show: the coin, the way to its screens, its holders, contracts and movements. */

const number = (n: number) => n.toLocaleString("en-US");

export function CoinSummary({ coin, balance }: { coin: Credit; balance: number }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-semibold">Your balance</dt>
      <dd className="text-lg font-semibold">{`${number(balance)} ${coin.name}`}</dd>
      {coin.description ? (
        <>
          <dt className="font-semibold">Description</dt>
          <dd>{coin.description}</dd>
        </>
      ) : null}
      {coin.rewardsValue !== null ? (
        <>
          <dt className="font-semibold">Value</dt>
          <dd>{valueOfOneCoin(coin.rewardsValue)}</dd>
        </>
      ) : null}
      {coin.logo ? (
        <>
          <dt className="font-semibold">Logo</dt>
          <dd className="break-all">{coin.logo}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The coin's screens, from the coin page. */
export function CoinLinks({ brandId }: { brandId: string }) {
  const links = [
    ["Mint coins", COIN_PATHS.mint(brandId)],
    ["Transfer coins", COIN_PATHS.transfer(brandId)],
    ["Holders' balances", COIN_PATHS.holders(brandId)],
    ["Contracts", COIN_PATHS.contracts(brandId)],
  ] as const;
  return (
    <ul className="mt-4 flex flex-wrap gap-3">
      {links.map(([label, to]) => (
        <li key={to}>
          <Link to={to} className="btn-secondary">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Back to the coin's page, from its other screens. */
export function BackToCoin({ brandId, coin }: { brandId: string; coin: string }) {
  return (
    <p className="mb-4 text-sm">
      <Link to={COIN_PATHS.coin(brandId)} className="link">
        {`Back to ${coin}`}
      </Link>
    </p>
  );
}

const th = "py-2 pr-4";

export function HoldersTable({ brandId, coin, page }: { brandId: string; coin: string; page: CoinHolderPage }) {
  if (page.total === 0) return <p>Nobody holds {coin} yet: mint a supply, then send some to members.</p>;
  const pageCount = Math.max(1, Math.ceil(page.total / page.perPage));
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-muted">{`Members holding ${coin}, largest balance first (${number(page.total)} in all)`}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={th}>Member</th>
              <th scope="col" className="py-2 text-right">Balance</th>
            </tr>
          </thead>
          <tbody>
            {page.holders.map((holder) => (
              <tr key={holder.id} className="border-b border-line last:border-0">
                <th scope="row" className={`${th} font-normal`}>
                  {[holder.firstName, holder.lastName].filter(Boolean).join(" ") || holder.id}
                </th>
                <td className="py-2 text-right font-semibold">{number(holder.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} pageCount={pageCount} href={(target) => COIN_PATHS.holders(brandId, target)} label="Holders pages" />
    </>
  );
}

export function ContractsTable({ contracts, coin }: { contracts: OwnedContract[]; coin: string }) {
  if (contracts.length === 0) return <p>This coin has no contracts yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-muted">{`Contracts of ${coin}, by name`}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className={th}>Name</th>
            <th scope="col" className={th}>Description</th>
            <th scope="col" className={th}>Starts</th>
            <th scope="col" className={th}>Ends</th>
            <th scope="col" className={`${th} text-right`}>Dividend rate</th>
            <th scope="col" className="py-2 text-right">Held by members</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((c) => (
            <tr key={c.id} className="border-b border-line last:border-0">
              <th scope="row" className={`${th} font-semibold`}>{c.name}</th>
              <td className={th}>{c.description ?? "—"}</td>
              <td className={th}>{c.startDate ?? "—"}</td>
              <td className={th}>{c.endDate ?? "—"}</td>
              <td className={`${th} text-right`}>{c.dividendRate === null ? "—" : `${c.dividendRate}%`}</td>
              <td className="py-2 text-right">{number(c.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The owner's latest movements of this coin (all of them are on Coins & Credits). */
export function CoinMovements({ items, coin }: { items: MovementItem[] | null; coin: string }) {
  if (items === null) return <p>Your history could not be loaded. Please try again later.</p>;
  if (items.length === 0) return <p>No movements of {coin} yet.</p>;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-muted">{`Your latest movements of ${coin}, newest first`}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={th}>When</th>
              <th scope="col" className={th}>What</th>
              <th scope="col" className={`${th} text-right`}>Amount</th>
              <th scope="col" className="py-2 text-right">Balance after</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-line last:border-0">
                <td className={th}>{item.when ?? "—"}</td>
                <td className={th}>{item.what}</td>
                <td className={`${th} text-right font-semibold`}>{item.amount}</td>
                <td className="py-2 text-right">{item.balance}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm">
        <Link to="/dashboard/balances" className="link">
          All your coins and credits
        </Link>
      </p>
    </>
  );
}
