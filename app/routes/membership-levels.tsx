import type { Route } from "./+types/membership-levels";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Select Membership Level", "Choose the membership level that fits your business.");

export default function Page() {
  return <PageIntro title={"Select a membership level"} lead={"Choose the membership level that fits your business."} />;
}
