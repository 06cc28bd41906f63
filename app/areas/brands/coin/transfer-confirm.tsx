import { redirect } from "react-router";
import type { Route } from "./+types/transfer-confirm";
import { brandWithCoin } from "./owned-coin.server";
import { changeUrl, transferRefusal, transferSchema, typedTransfer } from "./transfer.server";
import { submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { ConfirmTransferForm, TransferForm } from "./coin-forms";
import { COIN_NOTICES, COIN_PATHS, transferQuestion } from "./coin-text";
import { BackToCoin } from "./coin-views";
import { pageMeta } from "~/areas/shell/meta";
import { coinOwnerCalls } from "./coin-owner-calls.server";
import { coinCalls } from "~/areas/dashboard/coin-calls.server";

/*
 * /dashboard/brands/:brandId/coin/transfer/confirm?amount=&target=&contract=: the transfer's
 * second step. GET asks "Send 25 Tide Coin to ann@example.com?"; its form carries the values in
 * hidden fields. POST checks them again, makes the one call and redirects (a refresh sends
 * nothing again); a refusal shows the transfer's form here, in the platform's words at the field.
 */

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Confirm the transfer | Dashboard", "Confirm a transfer of your brand's coin.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { member, brand, coin, balance } = await brandWithCoin(context, params.brandId);
  const url = new URL(request.url);
  const checked = transferSchema.safeParse(Object.fromEntries(url.searchParams));
  // Values that would not pass go back to the form, as typed, to be checked there.
  if (!checked.success) throw redirect(`${COIN_PATHS.transfer(brand.id)}${url.search}`);
  const values = checked.data;
  const contracts = (await coinOwnerCalls(member.platform).coinContracts(brand.id)).map(({ id, name }) => ({ id, name }));
  const contract = contracts.find((c) => c.id === values.contract);
  const question = transferQuestion(values.amount!, coin.name, values.target);
  return {
    brand,
    coin,
    balance,
    contracts,
    typed: typedTransfer(url),
    question: contract ? `${question.slice(0, -1)} under the contract ${contract.name}?` : question,
    changeTo: changeUrl(brand.id, values),
    // The form posts to this very URL: after a refusal the page is read again with its values.
    postTo: `${COIN_PATHS.confirm(brand.id)}${url.search}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { brand, coin } = await brandWithCoin(context, params.brandId);
  return submitDashboardForm(request, context, {
    schema: transferSchema,
    async submit({ amount, target, contract }, { platform }) {
      try {
        await coinCalls(platform).transfer({ coin: coin.id, amount: amount!, target, contract: contract || null });
      } catch (error) {
        throw transferRefusal(error) ?? error;
      }
      return { notice: COIN_NOTICES.sent(amount!, coin.name, target), to: `${COIN_PATHS.coin(brand.id)}#coin-history` };
    },
  });
}

export default function ConfirmTransfer({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, coin, balance, contracts, typed, question, changeTo, postTo } = loaderData;
  const refused = replyOf(actionData);
  return (
    <Section id="transfer" title={refused ? `Transfer ${coin.name}` : "Confirm the transfer"}>
      <BackToCoin brandId={brand.id} coin={coin.name} />
      {refused ? (
        <TransferForm action={COIN_PATHS.transfer(brand.id)} lastResult={refused} defaults={typed} contracts={contracts} coin={coin.name} balance={balance} />
      ) : (
        <ConfirmTransferForm action={postTo} values={typed} changeTo={changeTo} question={question} />
      )}
    </Section>
  );
}
