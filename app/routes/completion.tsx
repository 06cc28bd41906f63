import type { Route } from "./+types/completion";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Membership Complete", "Your membership is confirmed.");

export default function Page() {
  return <PageIntro title={"Your membership"} lead={"Thank you for becoming a member."} />;
}
