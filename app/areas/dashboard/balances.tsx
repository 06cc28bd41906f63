import type { Route } from "./+types/balances";
import { COIN_HISTORY_PER_PAGE, coinHistoryList } from "./coin-history-view.server";
import { logFailure } from "~/.server/forms/platform-failures";
import { timeZoneOf } from "~/.server/platform/connection";
import { memberOf } from "./member.server";
import { CoinHistory } from "./coin-history";
import { Section } from "./dashboard-ui";
import { BalancesOnFile } from "./summaries";
import { pageMeta } from "~/areas/shell/meta";
import { coinCalls } from "./coin-calls.server";
import { CreditContracts } from "./credit-contracts";

/* /dashboard/balances: what the member holds of each coin and credit, the credit contracts held under, then every movement (?page=). */

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Coins & Credits | Dashboard", "Your coins and credits, with their balances and history.");

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, platform } = memberOf(context);
  // The balances come with the member; a failing history or contracts call leaves the rest shown.
  const unloaded = (error: unknown) => {
    logFailure(error);
    return null;
  };
  const calls = coinCalls(platform);
  const [history, contracts] = await Promise.all([
    calls
      .history({ page: pageOf(new URL(request.url)), perPage: COIN_HISTORY_PER_PAGE })
      .then((page) => coinHistoryList(page, timeZoneOf(request)))
      .catch(unloaded),
    calls.contracts().catch(unloaded),
  ]);
  return { user, history, contracts };
}

export default function Balances({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Section id="balances" title="Coins & Credits">
        <BalancesOnFile user={loaderData.user} />
      </Section>
      <Section id="contracts" title="Credit contracts">
        <CreditContracts contracts={loaderData.contracts} />
      </Section>
      <Section id="coin-history" title="History">
        <CoinHistory list={loaderData.history} />
      </Section>
    </>
  );
}
