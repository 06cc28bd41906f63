import { redirect } from "react-router";
import type { Route } from "./+types/transfer";
import { brandWithCoin } from "./owned-coin.server";
import { confirmUrl, transferSchema, typedTransfer } from "./transfer.server";
import { FormRefusal, submitForm } from "~/.server/forms/submission";
import { FALLBACK_MESSAGE } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { TransferForm } from "./coin-forms";
import { COIN_MESSAGES, COIN_PATHS } from "./coin-text";
import { BackToCoin } from "./coin-views";
import { pageMeta } from "~/areas/shell/meta";
import { coinOwnerCalls } from "./coin-owner-calls.server";

/*
 * /dashboard/brands/:brandId/coin/transfer: the transfer's first step. Nothing is sent here: valid
 * values go to the confirmation (…/transfer/confirm?amount=&target=&contract=); "Change" there
 * comes back with them in the query, and the fields start from them. More than the owner holds is
 * refused here, before any confirmation; the platform refuses it again at the call (a balance spent
 * meanwhile).
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Transfer ${loaderData?.coin.name ?? "coins"} | Dashboard`, "Send your brand's coin to a member.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member, brand, coin, balance } = await brandWithCoin(context, params.brandId);
  const contracts = await coinOwnerCalls(member.platform).coinContracts(brand.id);
  return { brand, coin, balance, contracts: contracts.map(({ id, name }) => ({ id, name })), typed: typedTransfer(new URL(request.url)) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { brand, coin, balance } = await brandWithCoin(context, params.brandId);
  return submitForm(request, {
    schema: transferSchema,
    async submit(values) {
      if (values.amount! > balance) {
        const short = COIN_MESSAGES.shortOf(balance, coin.name);
        throw new FormRefusal(short, 400, { amount: [short] });
      }
      return redirect(confirmUrl(brand.id, values));
    },
    failure: () => FALLBACK_MESSAGE,
  });
}

export default function TransferCoins({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, coin, balance, contracts, typed } = loaderData;
  return (
    <Section id="transfer" title={`Transfer ${coin.name}`}>
      <BackToCoin brandId={brand.id} coin={coin.name} />
      <p className="mb-6 text-muted">You confirm the transfer on the next step.</p>
      <TransferForm action={COIN_PATHS.transfer(brand.id)} lastResult={replyOf(actionData)} defaults={typed} contracts={contracts} coin={coin.name} balance={balance} />
    </Section>
  );
}
