import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { memberOf } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { BrandExperiences, BrandSummary, BrandVenues } from "./brand-home";
import { NewExperienceLink } from "~/areas/brands/experiences/new-experience-link";
import { pageMeta } from "~/areas/shell/meta";
import { coinOf } from "~/areas/brands/coin/owned-coin.server";
import { ownedBrand } from "./owned-brand.server";
import { BrandCoinSection } from "~/areas/brands/coin/brand-coin-section";
import { BrandPagesSection } from "~/areas/brands/pages/pages-section";
import { brandPageCalls } from "./brand-page-calls.server";
import { brandOwnerCalls } from "./brand-owner-calls.server";

/*
 * /dashboard/brands/:brandId: the home of a brand the member owns: what it is, its experiences
 * (archived ones too, marked), venues, coin and pages, each leading to its screens. Anyone else's
 * brand, or no such brand, is a 404.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.brand.name ?? "Brand"} | Dashboard`, "Your brand's experiences, venues, coin and pages.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  // The owner's lists hold every brand the member owns: this brand's share of them.
  const [experiences, venues, pages, coin] = await Promise.all([
    brandOwnerCalls(platform).ownExperiences({ all: true }),
    brandOwnerCalls(platform).ownVenues(),
    brandPageCalls(platform).list(brand.id, { all: true }),
    coinOf(memberOf(context), brand.id),
  ]);
  return {
    brand,
    pages,
    experiences: experiences.filter((experience) => experience.provider.id === brand.id),
    venues: venues.filter((venue) => venue.provider.id === brand.id),
    coin,
  };
}

export default function BrandHome({ loaderData }: Route.ComponentProps) {
  const { brand, experiences, venues } = loaderData;
  return (
    <>
      <Section id="brand" title={brand.name}>
        <BrandSummary brand={brand} />
        <nav aria-label={`${brand.name}'s screens`} className="mt-4 flex flex-wrap gap-4 text-sm">
          <Link to={BRAND_PATHS.bookings(brand.id)} className="link">
            Bookings of {brand.name}
          </Link>
          <Link to={BRAND_PATHS.list} className="link">
            All your brands
          </Link>
        </nav>
      </Section>
      <Section id="brand-experiences" title="Experiences">
        <NewExperienceLink brandId={brand.id} />
        <BrandExperiences experiences={experiences} />
      </Section>
      <Section id="brand-venues" title="Venues">
        <BrandVenues brandId={brand.id} venues={venues} />
      </Section>
      <BrandCoinSection brandId={brand.id} owned={loaderData.coin} />
      <BrandPagesSection brandId={brand.id} pages={loaderData.pages} />
    </>
  );
}
