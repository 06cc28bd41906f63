import type { Route } from "./+types/technology-page";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Technology", "The platform, SDK and API behind every business we host, with coins, rewards and 99.99% uptime.");

export default function Page() {
  return <PageIntro title={"Technology"} lead={"A cloud-native base for websites, apps and services: memberships, subscriptions, transactions, coins and rewards, all behind one SDK and one API."} />;
}
