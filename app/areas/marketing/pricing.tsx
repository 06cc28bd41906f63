import { data, Link } from "react-router";
import type { Route } from "./+types/pricing";
import { Accordion, type AccordionItem } from "~/ui/accordion";
import { ArrowIcon } from "~/ui/icons";
import { useProductName } from "~/areas/shell/product-name";
import { ScrollableTable } from "~/ui/scrollable-table";
import { SectionHeading } from "~/ui/section";
import { pageMeta } from "~/areas/shell/meta";
import { PlanCard, CompareRow, Included, NotIncluded, NotListed, Upgrade, PriceList } from "./pricing-parts";
import {
  formatDollars,
  includedInEveryPlan,
  optionalUpgrades,
  planIncludes,
  periodText,
  plans,
  pricedPlans,
  tierFeatures,
} from "~/areas/account/plans";
import { membershipCalls } from "~/areas/account/membership-calls.server";
import { platformFor } from "~/.server/platform/connection";
import { log } from "~/.server/http/log";
import { staticPage } from "~/areas/shell/static-page";

// No JavaScript; its HTML is kept by the page cache for a minute (app/.server/http/page-cache.ts).
export const handle = staticPage;

/** The plans the platform sells, as checkout charges them; the §9 prices when it cannot be asked. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return { plans: pricedPlans(await membershipCalls(platformFor(request, context)).plans()) };
  } catch (error) {
    log.error({ err: error }, "Pricing: the plans could not be listed");
    // Still the page, with the spec's prices; not kept by any cache, so the next visit asks again.
    return data({ plans: [...plans] }, { headers: { "Cache-Control": "no-store" } });
  }
}

/** The loader's "no-store" reaches the document (then the page cache does not keep it). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Pricing", "Membership plans from $30 per month: Creator, Alliance, Collective and Enterprise. Start free in the sandbox.");

const pricingFaqs: AccordionItem[] = [
  {
    id: "pricing-faq-free",
    question: "Is there a free way to start?",
    answer: (
      <p>
        Yes. Free access includes sandbox, docs and community support. Build and test against demo data with no real money,
        then choose a membership when you are ready to go live.
      </p>
    ),
  },
  {
    id: "pricing-faq-change",
    question: "Can I change or pause my membership?",
    answer: (
      <p>
        Yes. Move up a level as your business grows, or pause your membership for a few months when you need to. Your brand,
        your pages and your members stay exactly where they are.
      </p>
    ),
  },
  {
    id: "pricing-faq-more",
    question: "What if I need more users or more brands?",
    answer: (
      <p>
        Add users to any plan at the extra-user price of your level, from {formatDollars(plans[3]!.extraUserPrice)} per member
        per month on Enterprise. Extra brands are priced to fit your setup: <Link to="/contact-us">contact us</Link> and we
        will put together a quote.
      </p>
    ),
  },
];

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const productName = useProductName();
  const offered = loaderData.plans;
  const monthly = offered.every((plan) => plan.periodMonths === 1);
  return (
    <>
      <section className="border-b border-line bg-mist">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">Pricing</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Plans for every stage of your business
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            Start free in the sandbox. When you are ready to launch, choose the membership that fits today and move up as you
            grow. Prices are per month, in US dollars.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#plans" className="btn-primary">
              See the Plans
            </a>
            <a href="#compare" className="btn-secondary">
              Compare Features
            </a>
          </div>
        </div>
      </section>

      <section id="sandbox" aria-labelledby="sandbox-title" className="container-page scroll-mt-24 pt-16">
        <div className="flex flex-col gap-6 rounded-3xl border border-line p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">Sandbox</p>
            <h2 id="sandbox-title" className="mt-2 text-2xl font-bold tracking-tight">
              Free: the sandbox, docs and community support
            </h2>
            <p className="mt-3 text-muted">
              Try every part of {productName} in a demo environment on its own database, with no real money and an automatic
              sandbox account kept apart from your live one.
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-start gap-3 md:items-end">
            <p className="text-3xl font-bold">
              $0 <span className="text-base font-medium text-muted">to start</span>
            </p>
            <Link to="/technology-page#sandbox" className="btn-secondary">
              Explore the Sandbox
              <ArrowIcon />
            </Link>
          </div>
        </div>
      </section>

      <section id="plans" aria-labelledby="plans-title" className="container-page scroll-mt-24 py-16">
        <h2 id="plans-title" className="text-3xl font-bold tracking-tight">
          Membership plans
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {offered.map((plan, position) => (
            <li key={plan.index}>
              <PlanCard plan={plan} previous={offered[position - 1] ?? null} />
            </li>
          ))}
        </ul>
      </section>

      <section id="compare" className="scroll-mt-24 bg-mist py-16 sm:py-20">
        <div className="container-page">
          <ScrollableTable captionId="compare-caption">
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <caption id="compare-caption" className="px-5 pt-6 pb-4 text-left text-2xl font-bold tracking-tight text-ink sm:px-6">
                Compare the plans
              </caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="sticky left-0 z-10 w-36 bg-white px-5 py-3 font-semibold text-muted sm:w-1/3 sm:px-6">
                    Plan
                  </th>
                  {offered.map((plan) => (
                    <th key={plan.index} scope="col" className="px-4 py-3 text-base font-semibold text-ink">
                      {plan.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                <CompareRow
                  label={monthly ? "Price per month" : "Price"}
                  cells={offered.map((plan) => (monthly ? formatDollars(plan.price) : `${formatDollars(plan.price)} ${periodText(plan.periodMonths)}`))}
                  strong
                />
                <CompareRow label="Domains (brands)" cells={offered.map((plan) => plan.domains)} />
                <CompareRow label="Account users" cells={offered.map((plan) => plan.users)} />
                <CompareRow label="Subscribers" cells={offered.map((plan) => plan.subscribers ?? <NotListed key={plan.name} />)} />
                <CompareRow label="Extra users, per member per month" cells={offered.map((plan) => formatDollars(plan.extraUserPrice))} />
                <CompareRow
                  label="Brand memberships, per subscriber per month"
                  cells={offered.map((plan) =>
                    plan.brandMembershipPrice === null ? <NotListed key={plan.name} /> : formatDollars(plan.brandMembershipPrice),
                  )}
                />
                {includedInEveryPlan.map((feature) => (
                  <CompareRow key={feature} label={feature} cells={offered.map((plan) => <Included key={plan.name} />)} />
                ))}
                {tierFeatures.map((feature) => (
                  <CompareRow
                    key={feature.name}
                    label={feature.name}
                    cells={offered.map((plan) => (planIncludes(plan, feature) ? <Included key={plan.name} /> : <NotIncluded key={plan.name} />))}
                  />
                ))}
              </tbody>
            </table>
          </ScrollableTable>
        </div>
      </section>

      <section aria-labelledby="highlights-title" className="container-page py-20">
        <SectionHeading id="highlights-title" eyebrow="Highlights" title="What every member gets" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {[
            ["A free sandbox", "Build and test with demo data and no real money before you spend a cent."],
            ["99.99% uptime", "Your brand stays open around the clock on infrastructure we monitor all day, every day."],
            ["Hosted checkout", "Memberships, subscriptions and experiences paid through a secure, hosted checkout."],
            ["Room to grow", "Move up a level when you need more brands, users or subscribers. Nothing to migrate."],
          ].map(([title, body]) => (
            <li key={title} className="rounded-2xl border border-line p-6">
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="upgrades-title" className="bg-ink py-20 text-white">
        <div className="container-page">
          <p className="text-xs font-semibold tracking-[0.18em] text-cyan uppercase">Optional upgrades</p>
          <h2 id="upgrades-title" className="mt-3 text-3xl font-bold tracking-tight">
            Add what you need, when you need it
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            <Upgrade title="Extra users" price="per member per month">
              <PriceList items={[["Creator", plans[0]!.extraUserPrice], ["Alliance and Collective", plans[1]!.extraUserPrice], ["Enterprise", plans[3]!.extraUserPrice]]} />
            </Upgrade>
            <Upgrade title="Brand memberships" price="per subscriber per month">
              <PriceList
                items={plans
                  .filter((plan) => plan.brandMembershipPrice !== null)
                  .map((plan) => [plan.name, plan.brandMembershipPrice!] as const)}
              />
            </Upgrade>
            <Upgrade title="Extra brands" price="Price to be determined">
              <p>Run more brands than your level includes. We price extra brands with you, based on your setup.</p>
            </Upgrade>
            <Upgrade title="Expanded analytics" price={`${formatDollars(optionalUpgrades.analyticsPerBrand)} per brand per month`}>
              <p>Deeper reporting on members, renewals, coins and revenue for each of your brands.</p>
            </Upgrade>
            <Upgrade title="Showcase promotions" price={`From ${formatDollars(optionalUpgrades.showcasePromotionsFrom)} per month`}>
              <p>Feature your business in the Showcase, where members go to discover new brands.</p>
            </Upgrade>
          </ul>
        </div>
      </section>

      <section aria-labelledby="quote-title" className="container-page py-20">
        <h2 id="quote-title" className="sr-only">
          From our community
        </h2>
        <figure className="mx-auto max-w-3xl text-center">
          <blockquote className="text-2xl leading-snug font-semibold tracking-tight text-balance sm:text-3xl">
            <p>
              “We moved our class passes, memberships and rewards card onto {productName} in a week. Members earn studio coins
              for every class, and our renewals have never been stronger.”
            </p>
          </blockquote>
          <figcaption className="mt-6 text-muted">
            <span className="font-semibold text-ink">Maya Okafor</span>, owner of Lotus Flow Yoga, an Alliance member
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="pricing-faq-title" className="border-t border-line bg-mist py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <SectionHeading id="pricing-faq-title" eyebrow="FAQ" title="Questions about pricing" />
            <Link to="/faqs" className="link mt-6 inline-flex items-center gap-1.5">
              See full FAQs
              <ArrowIcon />
            </Link>
          </div>
          <Accordion name="pricing-faq" items={pricingFaqs} />
        </div>
      </section>
    </>
  );
}
