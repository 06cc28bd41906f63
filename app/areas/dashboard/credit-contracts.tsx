import { priceForPeople } from "#contract/price-for-people";
import type { CreditContract } from "~/.server/auth/own-profile";
import { longDate } from "./summaries";

/*
 * The credit contracts the member holds coins under (platform-core §3 "Credit contract"): each
 * one's brand, what it gives the member (the coins held under it and what they are worth), its
 * terms (the dividend rate, the brand's description) and the days it runs.
 */

/** "January 1, 2026 to January 1, 2027", "From January 1, 2026", "Until …"; null when open both ways. */
export function contractPeriod({ startDate, endDate }: Pick<CreditContract, "startDate" | "endDate">): string | null {
  if (startDate && endDate) return `${longDate(startDate)} to ${longDate(endDate)}`;
  if (startDate) return `From ${longDate(startDate)}`;
  if (endDate) return `Until ${longDate(endDate)}`;
  return null;
}

/** "7 Tide Coin, worth $1.75": the coins held under a contract. */
export function contractHolding({ quantity, credit }: Pick<CreditContract, "quantity" | "credit">): string {
  const coins = `${quantity.toLocaleString("en-US")} ${credit?.name ?? "coins"}`;
  return credit?.rewardsValue ? `${coins}, worth ${priceForPeople(quantity * credit.rewardsValue)}` : coins;
}

/** The member's contracts; null when they could not be loaded. */
export function CreditContracts({ contracts }: { contracts: CreditContract[] | null }) {
  if (contracts === null) return <p>Your contracts could not be loaded. Please try again later.</p>;
  if (contracts.length === 0) {
    return <p>You hold no credit contracts. When a brand sends you its coin under a contract, the contract and its terms appear here.</p>;
  }
  return (
    <ul className="grid gap-4" aria-label="Your credit contracts">
      {contracts.map((contract) => {
        const period = contractPeriod(contract);
        return (
          <li key={contract.id} className="rounded-xl border border-line p-4">
            <h3 className="font-semibold">{contract.name}</h3>
            {contract.credit?.issuer ? <p className="text-sm text-muted">{`From ${contract.credit.issuer}`}</p> : null}
            {contract.description ? <p className="mt-2">{contract.description}</p> : null}
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">You hold</dt>
              <dd>{contractHolding(contract)}</dd>
              <dt className="font-semibold">Dividend</dt>
              <dd>{contract.dividendRate === null ? "None" : `${contract.dividendRate.toLocaleString("en-US")}%`}</dd>
              <dt className="font-semibold">Runs</dt>
              <dd>{period ?? "No start or end date"}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
