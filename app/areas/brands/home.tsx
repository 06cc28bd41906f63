import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { memberOf } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { BrandSummary } from "./brand-home";
import { pageMeta } from "~/areas/shell/meta";
import { coinOf } from "~/areas/brands/coin/owned-coin.server";
import { ownedBrand } from "./owned-brand.server";
import { brandPageCalls } from "./brand-page-calls.server";
import { brandOwnerCalls } from "./brand-owner-calls.server";
import { EXPERIENCE_EDITOR_PATHS } from "./experiences/experience-text";
import { VENUE_PATHS } from "./venues/venue-text";
import { setupSteps, type SetupStep } from "./setup-checklist";

/*
 * /dashboard/brands/:brandId: the workspace's home. The setup checklist (a venue, an experience,
 * a published page, a coin), ticked from the brand's own data, with the next step as the one
 * primary action; then the brand's numbers and details. Anyone else's brand is a 404 (the
 * workspace's layout).
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.brand.name ?? "Brand"} | Dashboard`, "Your brand's setup, experiences, venues, coin and pages.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const member = memberOf(context);
  const { platform } = member;
  const brand = await ownedBrand(platform, params.brandId);
  // The owner's lists hold every brand the member owns: this brand's share of them.
  const [experiences, venues, pages, coin] = await Promise.all([
    brandOwnerCalls(platform).ownExperiences(),
    brandOwnerCalls(platform).ownVenues(),
    brandPageCalls(platform).list(brand.id),
    coinOf(member, brand.id),
  ]);
  const facts = {
    experiences: experiences.filter((experience) => experience.provider.id === brand.id && !experience.archived),
    venues: venues.filter((venue) => venue.provider.id === brand.id),
    pages: pages.filter((page) => !page.archived),
    coin: coin ? { name: coin.coin.name, balance: coin.balance } : null,
  };
  const steps = setupSteps(facts, {
    venue: VENUE_PATHS.create(brand.id),
    experience: EXPERIENCE_EDITOR_PATHS.create(brand.id),
    page: `${BRAND_PATHS.screen(brand.id, "pages")}#new-page`,
    coin: BRAND_PATHS.screen(brand.id, "coin"),
  });
  const counts = { experiences: facts.experiences.length, venues: facts.venues.length, pages: facts.pages.length };
  return { brand, steps, counts, coin: facts.coin };
}

export default function BrandHome({ loaderData }: Route.ComponentProps) {
  const { brand, steps, counts, coin } = loaderData;
  const next = steps.find((step) => !step.done);
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <>
      <Section id="setup" title="Set up your brand">
        <p className="text-muted">{doneCount === steps.length ? "Everything is set up." : `${doneCount} of ${steps.length} done.`}</p>
        <ol className="mt-4 grid gap-2">
          {steps.map((step) => (
            <Step key={step.key} step={step} />
          ))}
        </ol>
        <p className="mt-6">
          {next ? (
            <Link to={next.to} className="btn-primary">
              {next.task}
            </Link>
          ) : (
            <a href={BRAND_PATHS.site(brand.username)} className="btn-primary">
              View your site
            </a>
          )}
        </p>
      </Section>
      <Section id="numbers" title="At a glance">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Count label="Experiences" value={counts.experiences} to={BRAND_PATHS.screen(brand.id, "experiences")} />
          <Count label="Venues" value={counts.venues} to={BRAND_PATHS.screen(brand.id, "venues")} />
          <Count label="Pages" value={counts.pages} to={BRAND_PATHS.screen(brand.id, "pages")} />
          <Count label={coin ? `${coin.name} you hold` : "Coin"} value={coin ? coin.balance : null} to={BRAND_PATHS.screen(brand.id, "coin")} />
        </dl>
        <p className="mt-4">
          <Link to={BRAND_PATHS.bookings(brand.id)} className="link">
            See the bookings
          </Link>
        </p>
      </Section>
      <Section id="brand" title="Details">
        <BrandSummary brand={brand} />
        <p className="mt-4">
          <Link to={BRAND_PATHS.screen(brand.id, "settings")} className="link">
            Edit the brand
          </Link>
        </p>
      </Section>
    </>
  );
}

function Step({ step }: { step: SetupStep }) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg bg-mist px-4 py-3">
      {step.done ? (
        <>
          <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-success text-sm font-bold text-white">
            ✓
          </span>
          <span className="font-semibold">{step.task}</span>
          <span className="text-sm text-muted">Done: {step.done}</span>
        </>
      ) : (
        <>
          <span aria-hidden="true" className="size-6 rounded-full border-2 border-line bg-white" />
          <Link to={step.to} className="link font-semibold">
            {step.task}
          </Link>
          <span className="text-sm text-muted">Not done yet</span>
        </>
      )}
    </li>
  );
}

function Count({ label, value, to }: { label: string; value: number | null; to: string }) {
  return (
    <div className="rounded-lg bg-mist px-4 py-3">
      <dt className="text-sm text-muted">
        <Link to={to} className="link">
          {label}
        </Link>
      </dt>
      <dd className="text-2xl font-bold">{value === null ? "None yet" : value.toLocaleString("en-US")}</dd>
    </div>
  );
}
