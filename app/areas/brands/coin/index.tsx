import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link } from "react-router";
import type { Route } from "./+types/index";
import { coinOf } from "./owned-coin.server";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { coinHistoryList } from "~/areas/dashboard/coin-history-view.server";
import { fieldRefusalInWords } from "~/.server/forms/field-refusal";
import { FormRefusal } from "~/.server/forms/submission";
import { logFailure } from "~/.server/forms/platform-failures";
import { PlatformError } from "~/.server/platform";
import { timeZoneOf } from "~/.server/platform/connection";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { IssueCoinForm } from "./coin-forms";
import { COIN_NOTICES, COIN_PATHS } from "./coin-text";
import { CoinLinks, CoinMovements, CoinSummary } from "./coin-views";
import { pageMeta } from "~/areas/shell/meta";
import { ISSUE_COIN_WORDS, issueCoinSchema } from "./index.schema";
import { coinOwnerCalls } from "./coin-owner-calls.server";
import { coinCalls } from "~/areas/dashboard/coin-calls.server";

/*
 * /dashboard/brands/:brandId/coin: the brand's coin with the owner's balance, the way to its
 * screens and the owner's latest movements of it; before it is issued, the form that issues it.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.owned?.coin.name ?? "Coin"} | ${loaderData?.brand.name ?? "Brand"} | Dashboard`, "Your brand's coin.");

/** How many of the owner's latest movements are read (then this coin's are shown). */
const LATEST = 50;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = memberOf(context);
  const brand = await ownedBrand(member.platform, params.brandId);
  const owned = await coinOf(member, brand.id);
  if (!owned) return { brand, owned, movements: null };
  const movements = await coinCalls(member.platform)
    .history({ perPage: LATEST })
    .then((page) => coinHistoryList({ ...page, movements: page.movements.filter((m) => m.credit.id === owned.coin.id) }, timeZoneOf(request)).items)
    .catch((error: unknown) => {
      logFailure(error);
      return null;
    });
  return { brand, owned, movements };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const brand = await ownedBrand(memberOf(context).platform, params.brandId);
  return submitDashboardForm(request, context, {
    schema: issueCoinSchema,
    async submit(value, { platform }) {
      const body = { name: value.name, description: value.description || undefined, logo: value.logo || undefined, rewardsValue: value.rewardsValue ?? undefined };
      try {
        const coin = await coinOwnerCalls(platform).issueCoin(brand.id, body);
        return { notice: COIN_NOTICES.issued(coin.name), to: COIN_PATHS.coin(brand.id) };
      } catch (error) {
        // A taken name (409) is about the name field, in the platform's words.
        if (error instanceof PlatformError && error.status === 409 && error.serverMessage?.startsWith("A credit or coin named")) {
          throw new FormRefusal(error.serverMessage, 400, { name: [error.serverMessage] });
        }
        throw fieldRefusalInWords(error, ISSUE_COIN_WORDS) ?? error;
      }
    },
  });
}

export default function BrandCoin({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, owned, movements } = loaderData;
  const back = (
    <p className="mb-4 text-sm">
      <Link to={BRAND_PATHS.home(brand.id)} className="link">{`Back to ${brand.name}`}</Link>
    </p>
  );
  if (!owned) {
    return (
      <Section id="coin" title="Issue your coin">
        {back}
        <p className="mb-6 text-muted">{`${brand.name} has no coin yet. Issue one, then mint a supply and send it to members.`}</p>
        <IssueCoinForm action={COIN_PATHS.coin(brand.id)} lastResult={replyOf(actionData)} />
      </Section>
    );
  }
  return (
    <>
      <Section id="coin" title={owned.coin.name}>
        {back}
        <CoinSummary coin={owned.coin} balance={owned.balance} />
        <CoinLinks brandId={brand.id} />
      </Section>
      <Section id="coin-history" title="History">
        <CoinMovements items={movements} coin={owned.coin.name} />
      </Section>
    </>
  );
}
