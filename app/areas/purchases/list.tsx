import { Link } from "react-router";
import type { Route } from "./+types/list";
import { purchaseSummary, type PurchaseSummary } from "./purchase-view.server";
import { logFailure } from "~/.server/forms/platform-failures";
import { timeZoneOf } from "~/.server/platform/connection";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { memberOf } from "~/areas/dashboard/member.server";
import { pageMeta } from "~/areas/shell/meta";
import { purchaseCalls } from "./purchase-calls.server";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Bookings | Dashboard", "Your upcoming and past experiences.");

/** /dashboard/purchases: upcoming bookings (soonest first) and past ones (latest first). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const readerZone = timeZoneOf(request);
  const now = new Date();
  const list = (call: Promise<Parameters<typeof purchaseSummary>[0][]>) =>
    call.then((purchases) => purchases.map((purchase) => purchaseSummary(purchase, readerZone, now))).catch((error: unknown) => {
      logFailure(error);
      return null;
    });
  const [upcoming, past] = await Promise.all([list(purchaseCalls(platform).upcoming()), list(purchaseCalls(platform).history())]);
  return { upcoming, past };
}

export default function Purchases({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Section id="upcoming" title="Upcoming">
        <Bookings purchases={loaderData.upcoming} none="No upcoming bookings." failed="Your upcoming bookings could not be loaded. Please try again later." />
        <p className="mt-4">
          <Link to="/experiences" className="link">
            Find an experience
          </Link>
        </p>
      </Section>
      <Section id="past" title="Past">
        <Bookings purchases={loaderData.past} none="No past bookings yet." failed="Your past bookings could not be loaded. Please try again later." />
      </Section>
    </>
  );
}

function Bookings({ purchases, none, failed }: { purchases: PurchaseSummary[] | null; none: string; failed: string }) {
  if (purchases === null) return <p role="alert">{failed}</p>;
  if (purchases.length === 0) return <p>{none}</p>;
  return (
    <ul className="grid gap-3">
      {purchases.map((purchase) => (
        <li key={purchase.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4">
          <div>
            <Link to={`/purchases/${purchase.id}`} className="link font-semibold">
              {purchase.name}
            </Link>
            <p className="text-sm text-muted">
              {purchase.when} · {purchase.guests} {purchase.guests === 1 ? "guest" : "guests"} · {purchase.price}
            </p>
          </div>
          {purchase.state !== "paid" ? <span className="rounded-full bg-mist px-2.5 py-0.5 text-xs font-semibold">{purchase.state}</span> : null}
        </li>
      ))}
    </ul>
  );
}
