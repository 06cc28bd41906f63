import type { Route } from "./+types/contact-us";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Contact Us", "Send us a message and our team will get back to you.");

export default function Page() {
  return <PageIntro title={"Contact Us"} lead={"Questions about memberships, the platform or a project? Our team answers every message."} />;
}
