import { Link } from "react-router";
import { dollarsOf } from "#contract/money";
import { whenForPeople } from "#contract/when-for-people";
import type { Route } from "./+types/receipts";
import { timeZoneOf } from "~/.server/platform/connection";
import { memberOf } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { DASHBOARD_PATHS } from "~/areas/dashboard/dashboard-text";
import { pageMeta } from "~/areas/shell/meta";
import { cancelCalls } from "./cancel-calls.server";

/* /dashboard/receipts: every card payment and refund of the member's, newest first, each with what it paid for and the provider's receipt. */

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Receipts | Dashboard", "Your card payments and refunds, with their receipts.");

/** A row's state in words: what happened to the money (the kind is written before what it paid for). */
const STATUS = {
  payment: { succeeded: "Paid", pending: "Pending", failed: "Failed" },
  refund: { succeeded: "Refunded", pending: "Refund pending", failed: "Refund failed: contact support" },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const zone = timeZoneOf(request);
  // In the reader's zone, with the year: a record is read later (#contract/when-for-people).
  const format = { format: (instant: Date) => whenForPeople(instant, zone, { now: new Date(0) }) };
  const receipts = await cancelCalls(platform).receipts();
  return {
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      date: format.format(new Date(receipt.created)),
      what: receipt.description,
      link: receipt.purpose === "booking" ? `/purchases/${encodeURIComponent(receipt.subjectId)}` : DASHBOARD_PATHS.memberships,
      kind: receipt.kind === "refund" ? "Refund" : "Payment",
      // A refund is money back: written with its sign so a screen reader says it too.
      amount: receipt.kind === "refund" ? `+${dollarsOf(receipt.amountCents)}` : dollarsOf(receipt.amountCents),
      status: STATUS[receipt.kind][receipt.status],
      receiptUrl: receipt.receiptUrl,
    })),
  };
}

export default function Receipts({ loaderData }: Route.ComponentProps) {
  const { receipts } = loaderData;
  return (
    <Section id="receipts" title="Receipts">
      {receipts.length === 0 ? (
        <p>You have no card payments or refunds yet. When you pay for a booking or a membership by card, it is listed here.</p>
      ) : (
        <ul className="grid gap-3">
          {receipts.map((receipt) => (
            <li key={receipt.id} className="grid gap-1 rounded-xl border border-line p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4">
              <p className="text-sm text-muted">{receipt.date}</p>
              <div>
                <p className="font-semibold">
                  {receipt.kind}: <Link to={receipt.link} className="link">{receipt.what}</Link>
                </p>
                <p className="text-sm text-muted">
                  {receipt.status}
                  {receipt.receiptUrl ? (
                    <>
                      {" · "}
                      <a href={receipt.receiptUrl} className="link" rel="noreferrer noopener" target="_blank">
                        Receipt<span className="sr-only"> for {receipt.what} (opens in a new tab)</span>
                      </a>
                    </>
                  ) : null}
                </p>
              </div>
              <p className="text-lg font-bold sm:text-right">{receipt.amount}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
