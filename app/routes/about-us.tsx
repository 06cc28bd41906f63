import type { Route } from "./+types/about-us";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "About Us", "Who we are and why we build a platform for branded online businesses.");

export default function Page() {
  return <PageIntro title={"About Us"} lead={"We help creators, entrepreneurs and communities launch branded online businesses and keep them growing."} />;
}
