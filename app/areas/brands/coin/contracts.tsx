import type { Route } from "./+types/contracts";
import { brandWithCoin } from "./owned-coin.server";
import { fieldRefusalInWords } from "~/.server/forms/field-refusal";
import { FormRefusal } from "~/.server/forms/submission";
import { PlatformError } from "~/.server/platform";
import { submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { ContractForm } from "./coin-forms";
import { COIN_NOTICES, COIN_PATHS } from "./coin-text";
import { BackToCoin, ContractsTable } from "./coin-views";
import { pageMeta } from "~/areas/shell/meta";
import { CONTRACT_WORDS, contractSchema } from "./contracts.schema";
import { coinOwnerCalls } from "./coin-owner-calls.server";

/* /dashboard/brands/:brandId/coin/contracts: the coin's contracts (with what members hold under each) and a new one. */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Contracts of ${loaderData?.coin.name ?? "your coin"} | Dashboard`, "Your brand coin's credit contracts.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { member, brand, coin } = await brandWithCoin(context, params.brandId);
  return { brand, coin, contracts: await coinOwnerCalls(member.platform).coinContracts(brand.id) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { brand } = await brandWithCoin(context, params.brandId);
  return submitDashboardForm(request, context, {
    schema: contractSchema,
    async submit(value, { platform }) {
      // Empty optional fields are left out: the platform keeps nothing for them.
      const body = Object.fromEntries(Object.entries(value).filter(([, typed]) => typed !== "" && typed !== null)) as { name: string };
      try {
        const contract = await coinOwnerCalls(platform).createContract(brand.id, body);
        return { notice: COIN_NOTICES.contractCreated(contract.name), to: COIN_PATHS.contracts(brand.id) };
      } catch (error) {
        // A name the coin has already (409) is about the name field.
        if (error instanceof PlatformError && error.status === 409 && error.serverMessage) {
          throw new FormRefusal(error.serverMessage, 400, { name: [error.serverMessage] });
        }
        throw fieldRefusalInWords(error, CONTRACT_WORDS) ?? error;
      }
    },
  });
}

export default function CoinContracts({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, coin, contracts } = loaderData;
  return (
    <>
      <Section id="contracts" title={`Contracts of ${coin.name}`}>
        <BackToCoin brandId={brand.id} coin={coin.name} />
        <ContractsTable contracts={contracts} coin={coin.name} />
      </Section>
      <Section id="new-contract" title="New contract">
        <ContractForm action={COIN_PATHS.contracts(brand.id)} lastResult={replyOf(actionData)} />
      </Section>
    </>
  );
}
