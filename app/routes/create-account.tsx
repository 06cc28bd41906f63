import type { Route } from "./+types/create-account";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Create Account", "Create an account to choose a membership and launch your business.");

export default function Page() {
  return <PageIntro title={"Create your account"} lead={"Create an account to choose a membership and launch your business."} />;
}
