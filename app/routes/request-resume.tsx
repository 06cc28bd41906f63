import type { Route } from "./+types/request-resume";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Submit Your Resume", "Send us your resume to join the team.");

export default function Page() {
  return <PageIntro title={"SUBMIT YOUR RESUME"} lead={"Send us your resume and a short message about the work you love."} />;
}
