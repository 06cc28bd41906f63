import { Link, redirect } from "react-router";
import type { Route } from "./+types/checkout-return";
import { purchaseOfCheckout } from "./checkout-purchase.server";
import { requireMember } from "~/.server/auth/accounts";
import { pageMeta } from "~/areas/shell/meta";
import { PageIntro } from "~/ui/page-intro";
import { purchaseCalls } from "./purchase-calls.server";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Confirming your booking", "Your payment is being confirmed.");

/**
 * Where the hosted checkout comes back to after paying: the purchase it made, found by its
 * checkout among the upcoming and past ones, is shown. Until the platform has it (a hosted platform may confirm later) the page
 * says so and offers to look again.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { platform } = await requireMember(request, context);
  const made = await purchaseOfCheckout(purchaseCalls(platform), params.checkoutId);
  if (made) throw redirect(`/purchases/${encodeURIComponent(made.id)}`);
  return { checkoutId: params.checkoutId };
}

export default function CheckoutReturn({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro title="Confirming your booking" lead="Your payment has not been confirmed yet. This usually takes a moment.">
      <Link to={`/purchases/checkout/${encodeURIComponent(loaderData.checkoutId)}`} className="btn-primary">
        Check again
      </Link>
      <Link to="/dashboard/purchases" className="btn-secondary">
        Your bookings
      </Link>
    </PageIntro>
  );
}
