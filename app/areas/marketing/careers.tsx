import { Link } from "react-router";
import type { Route } from "./+types/careers";
import { useProductName } from "~/areas/shell/product-name";
import { CheckList, SectionHeading } from "~/ui/section";
import { pageMeta } from "~/areas/shell/meta";
import { staticPage } from "~/areas/shell/static-page";

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Careers", "Join the team that helps businesses launch and grow, or become a Guide.");

const reasons = [
  {
    title: "Work that matters to real people",
    body: "The yoga studio, the bakery, the tour company: every release lands in a business someone has built with their own hands.",
  },
  {
    title: "Small teams, real ownership",
    body: "You own problems from first sketch to production, with colleagues who review carefully and ship steadily.",
  },
  {
    title: "Learn as you grow",
    body: "Pair with our Guides, sit in on member calls, and learn how online businesses really work, not just the code behind them.",
  },
];

const teams = [
  { name: "Engineering", areas: "Software Development, Software Support, Research & Development" },
  { name: "Product and design", areas: "Project Management, Branding, Training" },
  { name: "Growth", areas: "Marketing, Public Relations, Sales, Business Development" },
  { name: "Member success", areas: "Customer Support, Operations Management" },
  { name: "Business operations", areas: "Finance & Accounting, Human Resources, Logistics" },
];

const steps = [
  { title: "Send your resume", body: "A PDF or Word document and a few lines about what you would like to work on." },
  { title: "Meet the team", body: "A conversation with the people you would work with, about your experience and ours." },
  { title: "Show us your craft", body: "Walk us through work you are proud of, or try a short exercise: your choice." },
  { title: "Decide together", body: "We answer every question you have, and you hear back from us at every step." },
];

export default function Careers() {
  const productName = useProductName();
  return (
    <>
      <section className="border-b border-line bg-mist">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">Company</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">Careers</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            We are engineers, designers, Guides and operators who love helping businesses grow. Come build the platform that
            powers them, or share your expertise with our members as a Guide.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/request-resume" className="btn-primary">
              Submit Resume
            </Link>
            <Link to="/interests" className="btn-secondary">
              Become a Guide
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-title" className="container-page py-20">
        <p className="eyebrow">Why {productName}</p>
        <h2 id="why-title" className="mt-3 text-3xl font-bold tracking-tight">
          Do the best work of your career
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-2xl border border-line p-6">
              <h3 className="text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 text-muted">{reason.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="teams-title" className="bg-mist py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <SectionHeading id="teams-title" eyebrow="Where we hire" title="Teams growing this year">
              We hire across the company. Tell us which team you would like to join when you send your resume; we read every
              submission, including those that don’t match an opening today.
            </SectionHeading>
          </div>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
            {teams.map((team) => (
              <li key={team.name} className="p-5 sm:p-6">
                <h3 className="font-semibold">{team.name}</h3>
                <p className="mt-1 text-sm text-muted">{team.areas}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="process-title" className="container-page py-20">
        <SectionHeading id="process-title" eyebrow="How we hire" title="Four steps, no surprises" />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line p-6">
              <span aria-hidden="true" className="brand-gradient flex size-10 items-center justify-center rounded-xl font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-5 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="guides-title" className="bg-ink text-white">
        <div className="container-page grid items-center gap-10 py-20 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="text-xs font-semibold tracking-[0.18em] text-cyan uppercase">{productName} Guides</p>
            <h2 id="guides-title" className="mt-3 text-3xl font-bold tracking-tight">
              Share what you know as a Guide
            </h2>
            <p className="mt-4 text-lg text-white/80">
              Guides are experienced founders, consultants and specialists who help our members plan, launch and grow. You set
              your focus, from branding to logistics, and we introduce you to the businesses that need you.
            </p>
            <Link to="/interests" className="btn-light mt-8">
              Apply to Be a Guide
            </Link>
          </div>
          <CheckList
            className="space-y-3 rounded-2xl bg-white/10 p-6"
            iconClassName="mt-0.5 size-5 shrink-0 text-cyan"
            items={["Flexible, independent work", "Members matched to your expertise", "A community of fellow Guides"]}
          />
        </div>
      </section>
    </>
  );
}
