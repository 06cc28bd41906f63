import type { Route } from "./+types/venue-list";
import { memberOf } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { pageMeta } from "~/areas/shell/meta";
import { BrandVenues } from "./brand-home";
import { ownedBrand } from "./owned-brand.server";
import { brandOwnerCalls } from "./brand-owner-calls.server";

/* /dashboard/brands/:brandId/venues: the brand's venues with their place and time zone, each to its editor; "Add a venue". */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Venues of ${loaderData?.brandName ?? "your brand"} | Dashboard`, "Your brand's venues.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const venues = (await brandOwnerCalls(platform).ownVenues()).filter((venue) => venue.provider.id === brand.id);
  return { brandId: brand.id, brandName: brand.name, venues };
}

export default function VenueList({ loaderData }: Route.ComponentProps) {
  return (
    <Section id="brand-venues" title="Venues">
      <BrandVenues brandId={loaderData.brandId} venues={loaderData.venues} />
    </Section>
  );
}
