import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { memberOf } from "./member.server";
import { Section } from "./dashboard-ui";
import { BRAND_PATHS, DASHBOARD_PATHS } from "./dashboard-text";
import { ActiveBadge, BalancesOnFile, BrandsOnFile, ManageLink, NoMembership, PastDueBadge, PausedBadge, PeriodState, ProfileOnFile } from "./summaries";
import { ownBrandCalls } from "./own-brand-calls.server";
import { ownBookingCalls } from "./own-booking-calls.server";
import type { User } from "~/.server/auth/own-profile";

/*
 * /dashboard: where sign-in leads. The profile on file, the memberships' state (changed, paused
 * and cancelled on /dashboard/memberships), coins and credits, bookings and brands, each with its
 * next step for a new member.
 */

export async function loader({ context }: Route.LoaderArgs) {
  const { platform, user } = memberOf(context);
  const [brands, bookings] = await Promise.all([
    ownBrandCalls(platform).mine().catch(() => null),
    ownBookingCalls(platform).counts().catch(() => null),
  ]);
  return { user, brands, bookings };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { user, brands, bookings } = loaderData;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-6">
        <Section id="profile" title="Your profile">
          <p className="mb-3 text-sm">
            Signed in as <strong>{user.email}</strong>.
          </p>
          <ProfileOnFile user={user} />
          <ManageLink to="profile">Edit profile and preferences</ManageLink>
        </Section>
        <Section id="balances" title="Coins & Credits">
          <BalancesOnFile user={user} />
        </Section>
        <Section id="brands" title="Brands & Businesses">
          <BrandsOnFile brands={brands} />
          {brands?.length === 0 ? (
            <p className="mt-4">
              <Link to={BRAND_PATHS.start} className="btn-primary">
                Create a brand
              </Link>
            </p>
          ) : null}
        </Section>
      </div>
      <div className="grid content-start gap-6">
        <MembershipsOnFile user={user} />
        <Section id="bookings" title="Bookings">
          <BookingsOnFile bookings={bookings} />
        </Section>
      </div>
    </div>
  );
}

/** Each membership's state; what can be done to them is on their own page. */
function MembershipsOnFile({ user }: { user: User }) {
  const active = user.subscriptionPlans ?? [];
  const paused = user.pausedSubscriptions ?? [];
  return (
    <Section id="memberships" title="Memberships">
      {active.length === 0 && paused.length === 0 ? (
        <NoMembership />
      ) : (
        <>
          <ul className="grid gap-3">
            {active.map((plan) => (
              <li key={plan.id} className="grid gap-1 rounded-xl border border-line p-4" aria-label={`${plan.name} membership`}>
                <p>
                  <span className="text-lg font-semibold">{plan.name}</span> {plan.status === "past_due" ? <PastDueBadge /> : <ActiveBadge />}
                </p>
                <PeriodState membership={plan} />
              </li>
            ))}
            {paused.map(({ subscription, endDate }) => (
              <li key={subscription.id} className="grid gap-1 rounded-xl border border-line p-4" aria-label={`${subscription.name} membership`}>
                <p>
                  <span className="text-lg font-semibold">{subscription.name}</span> <PausedBadge endDate={endDate} />
                </p>
              </li>
            ))}
          </ul>
          <ManageLink to="memberships">Change, pause or cancel a membership</ManageLink>
        </>
      )}
    </Section>
  );
}

/** How many bookings are coming, or, for someone with none yet, where to find one. */
function BookingsOnFile({ bookings }: { bookings: { upcoming: number; all: number } | null }) {
  if (bookings === null) {
    return (
      <p>
        Your bookings could not be loaded just now.{" "}
        <Link to={DASHBOARD_PATHS.purchases} className="link">
          See your bookings
        </Link>
      </p>
    );
  }
  if (bookings.all === 0) {
    return (
      <>
        <p>You have no bookings yet.</p>
        <p className="mt-4">
          <Link to="/experiences" className="btn-primary">
            Browse experiences
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p>{bookings.upcoming === 0 ? "No upcoming bookings." : bookings.upcoming === 1 ? "You have 1 upcoming booking." : `You have ${bookings.upcoming} upcoming bookings.`}</p>
      <ManageLink to="purchases">See your bookings and tickets</ManageLink>
    </>
  );
}
