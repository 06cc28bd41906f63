import type { Route } from "./+types/privacy-policy";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/utils/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Privacy Policy", "How we collect, use and protect your personal information, and your rights.");

export default function Page() {
  return <PageIntro title={"Privacy Policy"} lead={"How we collect, use and protect your personal information, and the rights you have over it."} />;
}
