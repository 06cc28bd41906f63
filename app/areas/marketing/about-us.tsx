import { Link } from "react-router";
import type { Route } from "./+types/about-us";
import { ArrowIcon } from "~/ui/icons";
import { useProductName } from "~/areas/shell/product-name";
import { SectionHeading } from "~/ui/section";
import { pageMeta } from "~/areas/shell/meta";
import { staticPage } from "~/areas/shell/static-page";

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "About Us", "Who we are and why we build a platform for branded online businesses.");

const values = [
  {
    title: "Owners first",
    body: "Every feature starts with a real business owner’s problem. If it doesn’t save a merchant time or bring them customers, we don’t build it.",
  },
  {
    title: "Built to last",
    body: "Businesses trust us with their livelihood. We design for 99.99% uptime, protect every account and never cut corners on security.",
  },
  {
    title: "Growth is shared",
    body: "Coins, rewards, Guides and the Showcase connect our members, so each new business makes the whole community stronger.",
  },
];

const opportunities = [
  {
    id: "join-the-team",
    title: "Join the team",
    body: "We hire engineers, designers, and people in support, marketing and operations who want their work to matter to small businesses. Send us your resume and tell us where you would thrive.",
    to: "/request-resume",
  },
  {
    id: "partner-with-us",
    title: "Guide, partner or collaborate",
    body: "Consultants, agencies and experts in any of our fifteen areas of interest work alongside us as Guides and partners. Tell us what you know and how you would like to help.",
    to: "/interests",
  },
];

export default function AboutUs() {
  const productName = useProductName();
  return (
    <>
      <section className="border-b border-line bg-mist">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">Company</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">About Us</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            We help creators, entrepreneurs, consultants and communities launch branded online businesses, and keep them
            growing long after launch day.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/create-account" className="btn-primary">
              Join Now
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="who-we-are-title" className="container-page py-20">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <SectionHeading id="who-we-are-title" eyebrow="Our story" title="Who We Are" />
          </div>
          <div className="space-y-5 text-lg leading-relaxed text-muted">
            <p>
              {productName} is a team of engineers, designers and business builders who believe anyone with a good idea should be
              able to run a business online: not just the companies with a development department.
            </p>
            <p>
              We built one platform for everything a modern brand needs. Websites and apps, memberships and subscriptions,
              payments and transactions, coins and rewards all work together from day one, so our members can spend their time
              on their customers instead of on software.
            </p>
            <p>
              Around the platform we grew an ecosystem: Guides who share hard-won experience, a development team that builds
              alongside our members, a Showcase where customers discover new brands, and an Academy on the way.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-ink py-20 text-white">
        <div className="container-page">
          <p className="text-xs font-semibold tracking-[0.18em] text-cyan uppercase">What we believe</p>
          <h2 id="values-title" className="mt-3 text-3xl font-bold tracking-tight">
            The principles behind everything we ship
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {values.map((value) => (
              <li key={value.title} className="rounded-2xl bg-white/10 p-6">
                <h3 className="text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 text-white/80">{value.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="work-together-title" className="container-page py-20">
        <SectionHeading id="work-together-title" eyebrow="Work with us" title={<>There is more than one way to be part of {productName}</>} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {opportunities.map((card) => (
            <li key={card.id} className="flex flex-col rounded-2xl border border-line p-8">
              <h3 id={`${card.id}-title`} className="text-xl font-semibold">
                {card.title}
              </h3>
              <p className="mt-3 flex-1 text-muted">{card.body}</p>
              <Link to={card.to} className="btn-primary mt-6 self-start" aria-describedby={`${card.id}-title`}>
                Contact Us To Learn More
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="opportunities-title" className="border-t border-line bg-mist">
        <div className="container-page flex flex-wrap items-center justify-between gap-6 py-16">
          <div>
            <h2 id="opportunities-title" className="text-2xl font-bold tracking-tight">
              Looking for your next role?
            </h2>
            <p className="mt-2 text-muted">See the teams we are hiring for and how we work.</p>
          </div>
          <Link to="/careers" className="btn-secondary">
            See Open Opportunities
            <ArrowIcon />
          </Link>
        </div>
      </section>
    </>
  );
}
