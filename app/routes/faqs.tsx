import type { Route } from "./+types/faqs";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Frequently Asked Questions", "Answers about memberships, the sandbox, coins and rewards, and getting started.");

export default function Page() {
  return <PageIntro title={"Frequently Asked Questions"} lead={"Answers about memberships, the sandbox, coins and rewards, and getting started."} />;
}
