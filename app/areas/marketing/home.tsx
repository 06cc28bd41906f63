import { Link } from "react-router";
import type { Route } from "./+types/home";
import { platformFor } from "~/.server/platform/connection";
import { log } from "~/.server/http/log";
import { BusinessCard } from "./business-card";
import { SectionHeading } from "~/ui/section";
import { pageMeta } from "~/areas/shell/meta";
import { staticPage } from "~/areas/shell/static-page";
import { membershipCalls } from "~/areas/account/membership-calls.server";
import { brandCalls } from "~/areas/brands/brand-calls.server";

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Launch your branded online business",
    "Websites, memberships, coins and rewards on one platform for creators, entrepreneurs and communities. Start free in the sandbox.",
  );

const FEATURED_COUNT = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformFor(request, context);
  // The page must render even when the platform is down: each part fails on its own.
  const [businesses, plans] = await Promise.allSettled([brandCalls(platform).list({ global: true }), membershipCalls(platform).plans()]);
  if (businesses.status === "rejected") log.error({ err: businesses.reason }, "Home page: the businesses could not be listed");
  if (plans.status === "rejected") log.error({ err: plans.reason }, "Home page: the plans could not be listed");
  const prices = new Map(plans.status === "fulfilled" ? plans.value.map((plan) => [plan.name, plan.price]) : []);
  return {
    featured:
      businesses.status === "fulfilled"
        ? [...businesses.value]
            .sort((a, b) => Number(b.featured ?? false) - Number(a.featured ?? false))
            .slice(0, FEATURED_COUNT)
            .map(({ id, name, description, logo }) => ({ id, name, description, logo }))
        : null,
    prices: Object.fromEntries(prices) as Record<string, number>,
  };
}

const features = [
  {
    title: "Launch in days, not months",
    body: "A cloud-native base for your website, app and services, with hosting, security and payments already in place.",
  },
  {
    title: "Memberships that pay",
    body: "Sell memberships and subscriptions, manage tiers and renewals, and see every transaction in one dashboard.",
  },
  {
    title: "Coins, rewards and community",
    body: "Reward loyal customers with your own branded coins and credits, and join an ecosystem of businesses that grow together.",
  },
];

const levels = [
  { name: "Creator", summary: "Start small: one brand, one seat, everything you need to open your doors." },
  { name: "Alliance", summary: "Advanced features and premium support, with branded coins and team tools." },
  { name: "Collective", summary: "Connect with your customers across several brands, with advanced integrations." },
  { name: "Enterprise", summary: "For large organisations: security, compliance and a dedicated account manager." },
];

const services = [
  { title: "Web and app development", body: "Custom sites and apps built on the platform by our own engineers." },
  { title: "Branding and design", body: "Names, logos, colour systems and the voice that ties them together." },
  { title: "Consulting", body: "Guides who have launched businesses like yours help you plan the next step." },
  { title: "Accelerator program", body: "A structured program that takes promising members from launch to scale." },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, prices } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden bg-ink text-white">
        <div aria-hidden="true" className="brand-gradient absolute -top-40 -right-40 size-[34rem] rounded-full opacity-30 blur-3xl" />
        <div className="container-page relative py-20 sm:py-28">
          <p className="text-xs font-semibold tracking-[0.18em] text-cyan uppercase">For creators, entrepreneurs and communities</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Launch a branded online business that runs itself.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/80">
            One platform for your website, memberships, subscriptions, coins and rewards. Start free in the sandbox, then go
            live when you are ready.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/create-account" className="btn-light">
              Join Now
            </Link>
            <a href="#how-it-works" className="btn-ghost-light">
              How it Works
            </a>
          </div>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-it-works-title" className="container-page scroll-mt-20 py-20">
        <SectionHeading id="how-it-works-title" eyebrow="How it works" title="Everything a modern business needs, already connected" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {features.map((feature, index) => (
            <li key={feature.title} className="rounded-2xl border border-line p-6">
              <span aria-hidden="true" className="brand-gradient flex size-10 items-center justify-center rounded-xl font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="levels-title" className="bg-mist py-20">
        <div className="container-page">
          <SectionHeading id="levels-title" eyebrow="Membership Levels" title="A level for every stage of your business" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {levels.map((level) => (
              <li key={level.name}>
                <Link
                  to="/pricing"
                  className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-lg"
                >
                  <h3 className="text-lg font-semibold">{level.name}</h3>
                  {prices[level.name] !== undefined ? (
                    <p className="mt-1 text-sm font-medium text-magenta-ink">${prices[level.name]} per month</p>
                  ) : null}
                  <p className="mt-3 flex-1 text-muted">{level.summary}</p>
                  <span className="mt-5 text-sm font-semibold text-ink">
                    Compare {level.name} <span aria-hidden="true">→</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="services-title" className="container-page py-20">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <SectionHeading id="services-title" eyebrow="Additional Services" title="Need a hand? Our team builds with you" />
          </div>
          <Link to="/request-website" className="btn-primary">
            View Services
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.title} className="rounded-2xl border border-line p-6">
              <h3 className="font-semibold">{service.title}</h3>
              <p className="mt-2 text-sm text-muted">{service.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured-title" className="bg-mist py-20">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <div>
              <SectionHeading id="featured-title" eyebrow="Showcase" title="Businesses launched on the platform" />
            </div>
            <Link to="/showcase" className="btn-secondary">
              Discover More Businesses
            </Link>
          </div>
          {featured === null ? (
            <p className="mt-10 rounded-2xl border border-line bg-white p-6 text-muted">
              Featured businesses can’t be shown right now. Please try again in a moment.
            </p>
          ) : (
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {featured.map((business) => (
                <li key={business.id}>
                  <BusinessCard business={business} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="case-study-title" className="container-page py-20">
        <div className="grid items-center gap-10 rounded-3xl bg-ink p-8 text-white sm:p-12 lg:grid-cols-2">
          <div>
            <p className="text-xs font-semibold tracking-[0.18em] text-cyan uppercase">Case study</p>
            <h2 id="case-study-title" className="mt-3 text-3xl font-bold tracking-tight">
              How a neighbourhood yoga studio tripled its members
            </h2>
            <p className="mt-4 text-white/80">
              Lotus Flow Yoga moved class passes, memberships and its rewards card onto the platform. Members book and pay
              in one place, earn studio coins for every class, and spend them on workshops and retreats.
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-4 text-center">
            {[
              ["3×", "members in a year"],
              ["42%", "of revenue from memberships"],
              ["9 days", "from sign-up to launch"],
            ].map(([value, label]) => (
              <div key={label} className="rounded-2xl bg-white/10 p-4">
                <dt className="sr-only">{label}</dt>
                <dd className="text-2xl font-bold sm:text-3xl">{value}</dd>
                <dd className="mt-1 text-xs text-white/75">{label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="work-with-us-title" className="border-t border-line">
        <div className="container-page flex flex-wrap items-center justify-between gap-6 py-16">
          <div>
            <h2 id="work-with-us-title" className="text-2xl font-bold tracking-tight">
              Work with Us
            </h2>
            <p className="mt-2 text-muted">We are hiring engineers, designers and Guides who love helping businesses grow.</p>
          </div>
          <Link to="/careers" className="btn-primary">
            Work with Us
          </Link>
        </div>
      </section>
    </>
  );
}
