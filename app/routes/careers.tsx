import type { Route } from "./+types/careers";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Careers", "Join the team that helps businesses launch and grow.");

export default function Page() {
  return <PageIntro title={"Careers"} lead={"We are engineers, designers and Guides who love helping businesses grow."} />;
}
