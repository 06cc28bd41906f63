import type { Route } from "./+types/tos";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Terms of Service", "The terms that govern your use of the platform and its services.");

export default function Page() {
  return <PageIntro title={"Terms of Service"} lead={"The terms that govern your use of the platform and its services."} />;
}
