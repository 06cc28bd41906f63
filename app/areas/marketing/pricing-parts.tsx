import type { ReactNode } from "react";
import { Link } from "react-router";
import { CheckIcon } from "~/ui/icons";
import { featuresAddedBy, formatDollars, includedInEveryPlan, membershipLevelsHref, periodText, type Plan } from "~/areas/account/plans";

/* The pricing page's pieces: a plan's card, the comparison table's rows and marks, the price lists. */

/** A plan's card; `previous`, the plan shown before it (its features are "Everything in …"). */
export function PlanCard({ plan, previous }: { plan: Plan; previous: Plan | null }) {
  const added = featuresAddedBy(plan);
  return (
    <article
      aria-labelledby={`plan-${plan.index}-name`}
      className="flex h-full flex-col rounded-2xl border border-line bg-white p-6"
    >
      <h3 id={`plan-${plan.index}-name`} className="text-xl font-semibold">
        {plan.name}
      </h3>
      <p className="mt-2 text-sm text-muted">{plan.tagline}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold tracking-tight">{formatDollars(plan.price)}</span>
        <span className="text-muted"> {periodText(plan.periodMonths)}</span>
      </p>
      <dl className="mt-6 space-y-2 border-y border-line py-4 text-sm">
        <Limit term="Domains">{plan.domains}</Limit>
        <Limit term="Users">{plan.users}</Limit>
        {plan.subscribers ? <Limit term="Subscribers">{plan.subscribers}</Limit> : null}
      </dl>
      <p className="mt-5 text-sm font-semibold text-ink">{previous ? `Everything in ${previous.name}, plus:` : "Includes:"}</p>
      <ul className="mt-3 flex-1 space-y-2 text-sm text-muted">
        {(previous ? added : [...includedInEveryPlan]).map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link to={membershipLevelsHref(plan)} className="btn-primary mt-8">
        Choose {plan.name}
      </Link>
    </article>
  );
}

export function Limit({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{term}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

export function CompareRow({ label, cells, strong }: { label: string; cells: ReactNode[]; strong?: boolean }) {
  return (
    <tr>
      <th scope="row" className="sticky left-0 z-10 w-36 bg-white px-5 py-3 font-medium text-ink sm:w-1/3 sm:px-6">
        {label}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className={`px-4 py-3 ${strong ? "text-base font-semibold text-ink" : "text-muted"}`}>
          {cell}
        </td>
      ))}
    </tr>
  );
}

export function Included() {
  return (
    <>
      <CheckIcon className="size-5 text-cyan-ink" />
      <span className="sr-only">Included</span>
    </>
  );
}

export function NotIncluded() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not included</span>
    </>
  );
}

export function NotListed() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not listed</span>
    </>
  );
}

export function Upgrade({ title, price, children }: { title: string; price: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl bg-white/10 p-6">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-sm font-medium text-cyan">{price}</p>
      <div className="mt-4 text-sm text-white/80">{children}</div>
    </li>
  );
}

export function PriceList({ items }: { items: ReadonlyArray<readonly [string, number]> }) {
  return (
    <dl className="space-y-2">
      {items.map(([name, price]) => (
        <div key={name} className="flex justify-between gap-4">
          <dt>{name}</dt>
          <dd className="font-semibold text-white">{formatDollars(price)}</dd>
        </div>
      ))}
    </dl>
  );
}
