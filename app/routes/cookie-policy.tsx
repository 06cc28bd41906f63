import type { Route } from "./+types/cookie-policy";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Cookie Policy", "The cookies we and our merchants’ sites use, how long they last and how to control them.");

export default function Page() {
  return <PageIntro title={"Cookie Policy"} lead={"The cookies we and our merchants’ sites use, how long they last and how to control them."} />;
}
