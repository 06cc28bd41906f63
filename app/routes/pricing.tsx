import type { Route } from "./+types/pricing";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Pricing", "Membership plans from $30 per month: Creator, Alliance, Collective and Enterprise. Start free in the sandbox.");

export default function Page() {
  return <PageIntro title={"Pricing"} lead={"Four membership levels, from a single brand to a large organisation. Start free in the sandbox."} />;
}
