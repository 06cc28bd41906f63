import { Link } from "react-router";
import type { Route } from "./+types/checkout-return";
import { purchaseOfCheckout } from "./checkout-purchase.server";
import { requireMember } from "~/.server/auth/accounts";
import { timeZoneOf } from "~/.server/platform/connection";
import { PlatformError } from "~/.server/platform/errors";
import { pageMeta } from "~/areas/shell/meta";
import { PageIntro } from "~/ui/page-intro";
import { purchaseCalls } from "./purchase-calls.server";
import { purchaseSummary } from "./purchase-view.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const words = loaderData?.outcome === "booked" ? BOOKED_WORDS : RETURN_WORDS[loaderData?.outcome ?? "pending"];
  return pageMeta(matches, words.title, words.lead);
};

/** The confirmation after paying: what was booked, and what to do next. */
const BOOKED_WORDS = {
  title: "You're booked",
  lead: "Your payment is confirmed and your tickets are ready. We emailed you the details with a calendar file.",
  next: [
    "Show a ticket's code at the door: one ticket per guest, on your booking's page.",
    "Add it to your calendar so you do not miss it.",
    "Need to change plans? Your booking's page says what cancelling gives back.",
  ],
} as const;

/** What the page says for each outcome of a checkout the platform reports (docs/payments.md "Bookings"). */
const RETURN_WORDS = {
  pending: { title: "Confirming your booking", lead: "Your payment has not been confirmed yet. This usually takes a moment." },
  released: { title: "This checkout was closed", lead: "Nothing was booked or charged: the checkout was cancelled or ran out of time. Choose a slot again to book." },
  refunded: {
    title: "Your payment was refunded",
    lead: "Nothing was booked, and your payment was refunded in full: your notifications say why. The refund can take a few days to reach your card.",
  },
} as const;

/**
 * Where the hosted checkout comes back to after paying: the platform says what became of the
 * checkout, asking its payment provider first (never the browser's word); the purchase it made is
 * shown. Until then the page says so and offers to look again. A hosted platform without that
 * call: the purchase is looked for among the upcoming and past ones.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { platform } = await requireMember(request, context);
  const known = await purchaseCalls(platform).checkoutStatus(params.checkoutId).catch((error: unknown) => {
    // Not found: a hosted platform without the call, or not this member's checkout.
    if (error instanceof PlatformError && (error.status === 404 || error.status === 405)) return null;
    throw error;
  });
  const purchaseId = known ? known.purchaseId : ((await purchaseOfCheckout(purchaseCalls(platform), params.checkoutId))?.id ?? null);
  if (purchaseId) {
    // "You're booked" on this address, so a refresh shows it again; the tickets are one link away.
    const purchase = await purchaseCalls(platform).get(purchaseId);
    const summary = purchaseSummary(purchase, timeZoneOf(request));
    return { checkoutId: params.checkoutId, outcome: "booked", booking: { ...summary, host: purchase.seller.name } } as const;
  }
  const outcome = known?.status === "refunded" ? "refunded" : known?.status === "cancelled" || known?.status === "expired" ? "released" : "pending";
  return { checkoutId: params.checkoutId, outcome } as const;
}

export default function CheckoutReturn({ loaderData }: Route.ComponentProps) {
  if (loaderData.outcome === "booked") return <Booked booking={loaderData.booking} />;
  const words = RETURN_WORDS[loaderData.outcome];
  return (
    <PageIntro title={words.title} lead={words.lead}>
      {loaderData.outcome === "pending" ? (
        <Link to={`/purchases/checkout/${encodeURIComponent(loaderData.checkoutId)}`} className="btn-primary">
          Check again
        </Link>
      ) : (
        <Link to="/experiences" className="btn-primary">
          Browse experiences
        </Link>
      )}
      <Link to="/dashboard/purchases" className="btn-secondary">
        Your bookings
      </Link>
    </PageIntro>
  );
}

type Booking = Extract<Route.ComponentProps["loaderData"], { outcome: "booked" }>["booking"];

function Booked({ booking }: { booking: Booking }) {
  const page = `/purchases/${encodeURIComponent(booking.id)}`;
  return (
    <>
      <PageIntro eyebrow="Booking confirmed" title={BOOKED_WORDS.title} lead={BOOKED_WORDS.lead}>
        <Link to={page} className="btn-primary">
          View tickets
        </Link>
        <a href={`${page}/calendar.ics`} className="btn-secondary" download>
          Add to calendar
        </a>
      </PageIntro>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-2">
        <section aria-labelledby="booked-what" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="booked-what" className="text-xl font-bold">
            {booking.name}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">When</dt>
            <dd>{booking.when}</dd>
            {booking.where ? (
              <>
                <dt className="font-semibold">Where</dt>
                <dd>{booking.where}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Host</dt>
            <dd>{booking.host}</dd>
            <dt className="font-semibold">Guests</dt>
            <dd>{booking.guests}</dd>
            <dt className="font-semibold">Paid</dt>
            <dd>{booking.price}</dd>
          </dl>
        </section>
        <section aria-labelledby="booked-next" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="booked-next" className="text-xl font-bold">
            What to do next
          </h2>
          <ul className="mt-3 grid list-disc gap-2 pl-5">
            {BOOKED_WORDS.next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to="/dashboard/purchases" className="link">
              All your bookings
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
