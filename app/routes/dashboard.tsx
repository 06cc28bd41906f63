import type { Route } from "./+types/dashboard";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Dashboard", "Your profile, memberships, coins, credits and brands.");

export default function Page() {
  return <PageIntro title={"Dashboard"} lead={"Your profile, memberships, coins, credits and brands in one place."} />;
}
