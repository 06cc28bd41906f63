import type { Route } from "./+types/balances";
import { memberOf } from "~/features/dashboard/member.server";
import { Section } from "~/features/dashboard/dashboard-ui";
import { BalancesOnFile } from "~/features/dashboard/summaries";
import { pageMeta } from "~/features/shell/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Coins & Credits | Dashboard", "Your coins and credits, with their balances.");

export async function loader({ context }: Route.LoaderArgs) {
  return { user: memberOf(context).user };
}

export default function Balances({ loaderData }: Route.ComponentProps) {
  return (
    <Section id="balances" title="Coins & Credits">
      <BalancesOnFile user={loaderData.user} />
    </Section>
  );
}
