import type { Route } from "./+types/mint";
import { brandWithCoin } from "./owned-coin.server";
import { ERROR_CODES } from "#contract/error-codes";
import { codeRefusal, fieldRefusalInWords } from "~/.server/forms/field-refusal";
import { submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { MintForm } from "./coin-forms";
import { COIN_MESSAGES, COIN_NOTICES, COIN_PATHS } from "./coin-text";
import { BackToCoin } from "./coin-views";
import { pageMeta } from "~/areas/shell/meta";
import { mintSchema } from "./mint.schema";
import { coinOwnerCalls } from "./coin-owner-calls.server";

/* /dashboard/brands/:brandId/coin/mint: mint a supply of the brand's coin to the owner; then the coin's page. */

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, `Mint ${loaderData?.coin.name ?? "coins"} | Dashboard`, "Mint your brand's coin.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { brand, coin, balance } = await brandWithCoin(context, params.brandId);
  return { brand, coin, balance };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { brand, coin } = await brandWithCoin(context, params.brandId);
  return submitDashboardForm(request, context, {
    schema: mintSchema,
    async submit({ amount }, { platform }) {
      try {
        const minted = await coinOwnerCalls(platform).mintCoin(brand.id, amount!);
        return { notice: COIN_NOTICES.minted(amount!, coin.name, minted.balance), to: COIN_PATHS.coin(brand.id) };
      } catch (error) {
        // Past the cap of a balance (limit_exceeded): the platform says how much can still be minted.
        throw codeRefusal(error, { [ERROR_CODES.limitExceeded]: { field: "amount", fallback: COIN_MESSAGES.overCap } }) ?? fieldRefusalInWords(error, { amount: COIN_MESSAGES.wholeNumber }) ?? error;
      }
    },
  });
}

export default function MintCoin({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, coin, balance } = loaderData;
  return (
    <Section id="mint" title={`Mint ${coin.name}`}>
      <BackToCoin brandId={brand.id} coin={coin.name} />
      <p className="mb-6 text-muted">{`You hold ${balance.toLocaleString("en-US")} ${coin.name}. Minting adds to your balance; you then send coins to members.`}</p>
      <MintForm action={COIN_PATHS.mint(brand.id)} lastResult={replyOf(actionData)} coin={coin.name} />
    </Section>
  );
}
