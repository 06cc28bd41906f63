import { Link } from "react-router";
import type { Route } from "./+types/technology-page";
import { useProductName } from "~/areas/shell/product-name";
import { SandboxStart } from "~/areas/forms/sandbox-start";
import { CardGrid, CheckList, SectionHeading } from "~/ui/section";
import { pageMeta } from "~/areas/shell/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Technology", "The platform, SDK and API behind every business we host, with coins, rewards and 99.99% uptime.");

const sections = [
  { id: "platform", title: "Platform" },
  { id: "sdk", title: "SDK" },
  { id: "api", title: "API" },
  { id: "coins-and-rewards", title: "Coins & Rewards" },
  { id: "security-and-stability", title: "Security & Stability" },
] as const;

export default function TechnologyPage() {
  const productName = useProductName();
  return (
    <>
      <section className="relative overflow-hidden bg-ink text-white">
        <div aria-hidden="true" className="brand-gradient absolute -top-48 -left-32 size-[32rem] rounded-full opacity-25 blur-3xl" />
        <div className="container-page relative py-16 sm:py-24">
          <p className="text-xs font-semibold tracking-[0.18em] text-cyan uppercase">Technology</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            The technology behind every brand on {productName}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/80">
            A cloud-native base for websites, apps and services. Memberships, subscriptions, transactions, coins and rewards run
            on one platform, and you reach all of it through one SDK and one API.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <a href="#platform" className="btn-light">
              See How It Works
            </a>
            <a href="#sandbox" className="btn-ghost-light">
              Try the Sandbox Free
            </a>
          </div>
          <dl className="mt-14 grid max-w-3xl gap-4 sm:grid-cols-3">
            {[
              ["99.99%", "uptime, monitored around the clock"],
              ["1 SDK", "and one API for every part of the platform"],
              ["$0", "to build and test in the sandbox"],
            ].map(([value, label]) => (
              <div key={value} className="rounded-2xl bg-white/10 p-5">
                <dt className="sr-only">{label}</dt>
                <dd className="text-3xl font-bold">{value}</dd>
                <dd className="mt-1 text-sm text-white/75">{label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <nav aria-label="Technology sections" className="border-b border-line bg-white">
        <ul className="container-page flex gap-1 overflow-x-auto py-3 text-sm font-medium">
          {sections.map((section) => (
            <li key={section.id} className="shrink-0">
              <a href={`#${section.id}`} className="block rounded-full px-4 py-2 text-ink hover:bg-mist">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="platform" aria-labelledby="platform-title" className="container-page scroll-mt-24 py-20">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="platform-title" eyebrow="Cloud-native" title="Platform">
              Launch a website, an app or a service on infrastructure that is already running. {productName} hosts your brand,
              manages memberships and subscriptions, takes payments and records every transaction, so you spend your time on
              your customers instead of on servers.
            </SectionHeading>
          </div>
          <CardGrid
            cards={[
              ["Websites and apps", "Your brand on its own domain, with pages you can shape block by block."],
              ["Memberships", "Tiers, renewals, pauses and upgrades, handled for you and visible in one dashboard."],
              ["Transactions", "Hosted checkout for memberships and experiences, with every purchase on record."],
              ["Experiences", "Sell classes, tours, rides and events with availability, tickets and ratings built in."],
            ]}
          />
        </div>
      </section>

      <section id="sdk" aria-labelledby="sdk-title" className="scroll-mt-24 bg-mist py-20">
        <div className="container-page grid items-start gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="sdk-title" eyebrow="For developers" title="SDK">
              The {productName} client library (version 0.4.2) gives your code typed access to accounts, memberships,
              experiences, purchases, tickets, coins and brand pages. It does the careful work for you.
            </SectionHeading>
            <CheckList
              items={[
                "Signs every call with your API username and key and the visitor’s time zone.",
                "Refreshes access tokens before they expire, so signed-in members stay signed in.",
                "Retries safe requests once on a timeout, rate limit or temporary server error.",
                "Reports failures with clear messages your interface can show.",
              ]}
            />
          </div>
          <figure className="min-w-0 rounded-2xl bg-ink p-6 text-white shadow-xl">
            <figcaption className="text-xs font-semibold tracking-[0.18em] text-cyan uppercase">Works the same everywhere</figcaption>
            <p className="mt-4 text-white/80">
              Point the SDK at the sandbox while you build, then switch to your live credentials when you launch. Nothing else
              in your code changes.
            </p>
            <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
              <div className="rounded-xl bg-white/10 p-4">
                <dt className="text-white/75">Sandbox</dt>
                <dd className="mt-1 font-semibold">Demo data, no real money</dd>
              </div>
              <div className="rounded-xl bg-white/10 p-4">
                <dt className="text-white/75">Production</dt>
                <dd className="mt-1 font-semibold">Your live business</dd>
              </div>
            </dl>
          </figure>
        </div>
      </section>

      <section id="api" aria-labelledby="api-title" className="container-page scroll-mt-24 py-20">
        <div className="grid items-start gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="api-title" eyebrow="Open by design" title="API">
              Everything the SDK does is a plain HTTPS call you can make from any language. JSON in and out, predictable paths,
              and errors that always carry a readable message and a machine code.
            </SectionHeading>
            <CheckList
              items={[
                "Public calls for your directory and brand pages; member calls protected by bearer tokens.",
                "Hosted checkout for memberships and experiences: you get a URL, we handle the payment.",
                "Rate limits that tell you when to try again, instead of failing silently.",
              ]}
            />
          </div>
          <figure className="min-w-0">
            <figcaption className="text-sm font-semibold text-ink">Listing your membership plans</figcaption>
            <pre
              tabIndex={0}
              aria-label="Example API request and response"
              className="mt-3 overflow-x-auto rounded-2xl bg-ink p-5 text-sm leading-relaxed text-white"
            >
              <code>{`GET /membership/plans
X-Api-Username: your-username
X-Api-Key: your-secret-key
X-Time-Zone: America/New_York

200 OK
[
  {
    "name": "Alliance",
    "base_price": 150,
    "pay_period_months": 1,
    "features": ["Branded coins", "Priority support", "Team tools"]
  }
]`}</code>
            </pre>
          </figure>
        </div>
      </section>

      <section id="coins-and-rewards" aria-labelledby="coins-title" className="scroll-mt-24 bg-mist py-20">
        <div className="container-page">
          <SectionHeading id="coins-title" eyebrow="Loyalty, built in" title="Coins & Rewards" leadClassName="mt-4 max-w-2xl text-lg text-muted">
            Turn loyal customers into a community. Issue credits and your own branded coins, reward members for what they do,
            and let them spend their balance across your experiences.
          </SectionHeading>
          <CardGrid
            className="mt-10 grid gap-6 md:grid-cols-3"
            cardClassName="rounded-2xl border border-line bg-white p-6"
            cards={[
              ["Branded coins", "Create a coin in your brand’s name and colours, with its own rewards value. Available from the Alliance level."],
              ["Credits with memberships", "Plans can include credits each period, so members always have a reason to come back."],
              ["Transfers and contracts", "Members move coins to one another, and contracts record terms, dates and dividend rates."],
            ]}
          />
        </div>
      </section>

      <section id="security-and-stability" aria-labelledby="security-title" className="container-page scroll-mt-24 py-20">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <SectionHeading id="security-title" eyebrow="Always on" title="Security & Stability">
              Your business never closes, so neither do we. The platform is built for 99.99% uptime, and security is part of
              every layer rather than an add-on.
            </SectionHeading>
          </div>
          <CardGrid
            cards={[
              ["99.99% uptime", "Redundant services, health checks and round-the-clock monitoring keep your brand online."],
              ["Protected accounts", "Passwords are hashed, never stored as typed, and every account is verified by email."],
              ["Least privilege", "API keys are checked on every call; member data needs a member’s own token."],
              ["Separate environments", "Sandbox and production never share data, so testing can never touch a live customer."],
            ]}
          />
        </div>
      </section>

      <section id="sandbox" aria-labelledby="sandbox-title" className="scroll-mt-24 border-t border-line bg-mist">
        <div className="container-page grid items-center gap-10 py-20 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <SectionHeading id="sandbox-title" eyebrow="Free to start" title="Build in the sandbox, launch when you are ready">
              The sandbox is a demo environment on its own database, with no real money. You get an automatic sandbox account,
              separate from your live account, and a public key, secret key and username to use with the SDK and the API.
              Your credentials are shown once, so keep them somewhere safe.
            </SectionHeading>
            <div className="mt-8 flex flex-wrap gap-3" id="sandbox-actions">
              <Link to="/pricing" className="btn-secondary">
                Explore Memberships
              </Link>
              <SandboxStart />
            </div>
          </div>
          <CheckList
            className="space-y-3 rounded-2xl border border-line bg-white p-6 text-muted"
            items={["Free: the sandbox, documentation and community support", "Demo data and test payments only", "Upgrade to a membership at any time"]}
          />
        </div>
      </section>
    </>
  );
}
