import type { Route } from "./+types/showcase";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Showcase", "Discover businesses launched on the platform.");

export default function Page() {
  return <PageIntro title={"Showcase"} lead={"Businesses launched on the platform, from studios and shops to agencies and communities."} />;
}
