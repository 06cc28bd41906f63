import type { Route } from "./+types/interests";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Interest Form", "Tell us which areas of the business you are interested in.");

export default function Page() {
  return <PageIntro title={"Interest Form"} lead={"Tell us which areas of the business interest you, from research and development to training."} />;
}
