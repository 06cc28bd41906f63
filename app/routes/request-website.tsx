import type { Route } from "./+types/request-website";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Request a Website", "Tell us about the website you need and we will prepare a proposal.");

export default function Page() {
  return <PageIntro title={"REQUEST A WEBSITE"} lead={"Tell us about the website you need: our team will reach out to schedule a discovery call and prepare a proposal."} />;
}
