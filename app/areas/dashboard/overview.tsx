import type { Route } from "./+types/overview";
import { memberOf } from "./member.server";
import { Section } from "./dashboard-ui";
import { MembershipsPanel } from "./memberships-panel";
import { BalancesOnFile, BrandsOnFile, ManageLink, ProfileOnFile } from "./summaries";
import { membershipCalls } from "~/areas/account/membership-calls.server";
import { ownBrandCalls } from "./own-brand-calls.server";

/*
 * /dashboard: where sign-in leads. The profile on file, the memberships with what can be done to
 * them (their forms post to /dashboard/memberships/…), coins and credits, brands.
 */

export async function loader({ context }: Route.LoaderArgs) {
  const { platform, user } = memberOf(context);
  const [plans, brands] = await Promise.all([membershipCalls(platform).plans().catch(() => []), ownBrandCalls(platform).mine().catch(() => null)]);
  return { user, plans, brands };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { user, plans, brands } = loaderData;
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
        </Section>
      </div>
      <div className="content-start">
        <MembershipsPanel user={user} plans={plans} />
      </div>
    </div>
  );
}
