import type { Route } from "./+types/verify-account";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Verify Your Account", "Confirm your email address with the 6-digit code we sent you.");

export default function Page() {
  return <PageIntro title={"Verify Your Account"} lead={"Enter the 6-digit code we emailed you to confirm your account."} />;
}
