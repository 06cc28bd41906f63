import type { Route } from "./+types/experience-list";
import { memberOf } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { pageMeta } from "~/areas/shell/meta";
import { BrandExperiences } from "./brand-home";
import { ownedBrand } from "./owned-brand.server";
import { brandOwnerCalls } from "./brand-owner-calls.server";

/* /dashboard/brands/:brandId/experiences: the brand's experiences (archived ones last), each to its editor; "New experience". */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Experiences of ${loaderData?.brandName ?? "your brand"} | Dashboard`, "Your brand's experiences.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const experiences = (await brandOwnerCalls(platform).ownExperiences({ all: true })).filter((experience) => experience.provider.id === brand.id);
  return { brandId: brand.id, brandName: brand.name, experiences: experiences.sort((a, b) => Number(a.archived) - Number(b.archived)) };
}

export default function ExperienceList({ loaderData }: Route.ComponentProps) {
  return (
    <Section id="brand-experiences" title="Experiences">
      <BrandExperiences brandId={loaderData.brandId} experiences={loaderData.experiences} />
    </Section>
  );
}
