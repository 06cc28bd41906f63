import { Link, redirect } from "react-router";
import type { Route } from "./+types/checkout-return";
import { purchaseOfCheckout } from "./checkout-purchase.server";
import { requireMember } from "~/.server/auth/accounts";
import { PlatformError } from "~/.server/platform/errors";
import { pageMeta } from "~/areas/shell/meta";
import { PageIntro } from "~/ui/page-intro";
import { purchaseCalls } from "./purchase-calls.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const words = RETURN_WORDS[loaderData?.outcome ?? "pending"];
  return pageMeta(matches, words.title, words.lead);
};

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
  if (purchaseId) throw redirect(`/purchases/${encodeURIComponent(purchaseId)}`);
  const outcome = known?.status === "refunded" ? "refunded" : known?.status === "cancelled" || known?.status === "expired" ? "released" : "pending";
  return { checkoutId: params.checkoutId, outcome } as const;
}

export default function CheckoutReturn({ loaderData }: Route.ComponentProps) {
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
