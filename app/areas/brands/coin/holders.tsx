import type { Route } from "./+types/holders";
import { brandWithCoin } from "./owned-coin.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { BackToCoin, HoldersTable } from "./coin-views";
import { pageMeta } from "~/areas/shell/meta";
import { coinOwnerCalls } from "./coin-owner-calls.server";

/* /dashboard/brands/:brandId/coin/holders(?page=): the members holding the brand's coin and their balances. */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Holders of ${loaderData?.coin.name ?? "your coin"} | Dashboard`, "The balances of the members holding your brand's coin.");

const PER_PAGE = 20;

function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member, brand, coin } = await brandWithCoin(context, params.brandId);
  const holders = await coinOwnerCalls(member.platform).coinHolders(brand.id, { page: pageOf(new URL(request.url)), perPage: PER_PAGE });
  return { brand, coin, holders };
}

export default function CoinHolders({ loaderData }: Route.ComponentProps) {
  const { brand, coin, holders } = loaderData;
  return (
    <Section id="holders" title={`Holders of ${coin.name}`}>
      <BackToCoin brandId={brand.id} coin={coin.name} />
      <HoldersTable brandId={brand.id} coin={coin.name} page={holders} />
    </Section>
  );
}
