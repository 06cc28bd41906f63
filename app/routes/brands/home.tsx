import { data, Link } from "react-router";
import type { Route } from "./+types/home";
import { memberOf } from "~/features/dashboard/member.server";
import { Section } from "~/features/dashboard/dashboard-ui";
import { BrandExperiences, BrandSummary, BrandVenues } from "~/features/brands/brand-home";
import { BRAND_PATHS } from "~/features/brands/brand-text";
import { pageMeta } from "~/features/shell/meta";
import { BrandPagesSection } from "~/features/brands/pages/pages-section";

/*
 * /dashboard/brands/:brandId: the home of a brand the member owns: what it is, its experiences
 * (archived ones too, marked) and its venues. Anyone else's brand, or no such brand, is a 404.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.brand.name ?? "Brand"} | Dashboard`, "Your brand's experiences and venues.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const brand = (await platform.businesses.mine()).find((mine) => mine.id === params.brandId);
  if (!brand) throw data(null, { status: 404 });
  // The owner's lists hold every brand the member owns: this brand's share of them.
  const [experiences, venues, pages] = await Promise.all([
    platform.businesses.ownExperiences({ all: true }),
    platform.businesses.ownVenues(),
    platform.brandPages.list(brand.id, { all: true }),
  ]);
  return {
    brand,
    pages,
    experiences: experiences.filter((experience) => experience.provider.id === brand.id),
    venues: venues.filter((venue) => venue.provider.id === brand.id),
  };
}

export default function BrandHome({ loaderData }: Route.ComponentProps) {
  const { brand, experiences, venues } = loaderData;
  return (
    <>
      <Section id="brand" title={brand.name}>
        <BrandSummary brand={brand} />
        <p className="mt-4">
          <Link to={BRAND_PATHS.list} className="link text-sm">
            All your brands
          </Link>
        </p>
      </Section>
      <Section id="brand-experiences" title="Experiences">
        <BrandExperiences experiences={experiences} />
      </Section>
      <Section id="brand-venues" title="Venues">
        <BrandVenues venues={venues} />
      </Section>
      <BrandPagesSection brandId={brand.id} pages={loaderData.pages} />
    </>
  );
}
