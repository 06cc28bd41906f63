import type { Route } from "./+types/sign-in";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Log In", "Log in to manage your membership, brands and rewards.");

export default function Page() {
  return <PageIntro title={"Log in to your account"} lead={"Welcome back. Log in to manage your membership, brands and rewards."} />;
}
