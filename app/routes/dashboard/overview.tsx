import type { Route } from "./+types/overview";
import { memberOf } from "~/features/dashboard/member.server";
import { Section } from "~/features/dashboard/dashboard-ui";
import { BalancesOnFile, BrandsOnFile, ManageLink, MembershipsOnFile, ProfileOnFile } from "~/features/dashboard/summaries";

/* /dashboard: where sign-in leads. Everything at a glance, each with the way to its section. */

export async function loader({ context }: Route.LoaderArgs) {
  const { platform, user } = memberOf(context);
  return { user, brands: await platform.businesses.mine().catch(() => null) };
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { user, brands } = loaderData;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section id="profile" title="Your profile">
        <p className="mb-3 text-sm">
          Signed in as <strong>{user.email}</strong>.
        </p>
        <ProfileOnFile user={user} />
        <ManageLink to="profile">Edit profile and preferences</ManageLink>
      </Section>
      <Section id="memberships" title="Memberships">
        <MembershipsOnFile user={user} />
        <ManageLink to="memberships">Manage memberships</ManageLink>
      </Section>
      <Section id="balances" title="Coins & Credits">
        <BalancesOnFile user={user} />
      </Section>
      <Section id="brands" title="Brands & Businesses">
        <BrandsOnFile brands={brands} />
      </Section>
    </div>
  );
}
