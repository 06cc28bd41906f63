import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link } from "react-router";
import type { Route } from "./+types/list";
import { memberOf } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { BrandsOnFile } from "~/areas/dashboard/summaries";
import { pageMeta } from "~/areas/shell/meta";
import { ownBrandCalls } from "~/areas/dashboard/own-brand-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Brands & Businesses | Dashboard", "The brands and businesses you run.");

export async function loader({ context }: Route.LoaderArgs) {
  return {
    brands: await ownBrandCalls(memberOf(context).platform)
      .mine()
      .catch(() => null),
  };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <Section id="brands" title="Brands & Businesses">
      <BrandsOnFile brands={loaderData.brands} />
      <p className="mt-6">
        <Link to={BRAND_PATHS.start} className="btn-primary">
          Start a brand
        </Link>
      </p>
    </Section>
  );
}
