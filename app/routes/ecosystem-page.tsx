import type { Route } from "./+types/ecosystem-page";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Ecosystem", "Coins and rewards, Guides, development, members and businesses, and the Academy: the ecosystem around the platform.");

export default function Page() {
  return <PageIntro title={"Ecosystem"} lead={"Businesses on the platform grow together: shared coins and rewards, Guides for consulting, development services, and a community of members and businesses."} />;
}
