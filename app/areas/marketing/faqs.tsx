import { Link } from "react-router";
import type { Route } from "./+types/faqs";
import { Accordion, type AccordionItem } from "~/ui/accordion";
import { useProductName } from "~/areas/shell/product-name";
import { pageMeta } from "~/areas/shell/meta";
import { formatDollars, plans } from "~/areas/account/plans";
import { staticPage } from "~/areas/shell/static-page";

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Frequently Asked Questions", "Answers about the platform, the free sandbox, memberships, coins and rewards, Guides, the Academy and support.");

function faqItems(productName: string): AccordionItem[] {
  const prices = plans.map((plan) => `${plan.name} ${formatDollars(plan.price)}`).join(", ");
  return [
    {
      id: "faq-what-is",
      question: `What is ${productName}?`,
      answer: (
        <p>
          {productName} is a platform for creators, entrepreneurs, consultants and communities who launch branded online
          businesses. It gives you a cloud-native base for your website, apps and services; manages your memberships,
          subscriptions and transactions; and connects you to an ecosystem of coins, rewards, Guides and education.
        </p>
      ),
    },
    {
      id: "faq-free-access",
      question: "What can I use for free?",
      answer: (
        <>
          <p>Free access includes sandbox, docs and community support.</p>
          <p>
            The sandbox is a demo environment on a separate database, with no real money. It uses an automatic sandbox account
            that is separate from your live account, so you can build and test with the SDK and the API before you commit.{" "}
            <Link to="/technology-page#sandbox">Start free in the sandbox</Link>.
          </p>
        </>
      ),
    },
    {
      id: "faq-memberships",
      question: "How do memberships work, and can I switch plans?",
      answer: (
        <>
          <p>
            There are four membership levels, billed monthly: {prices}. Each level raises your limits on domains, account users
            and subscribers and adds features, from branded coins on Alliance to a dedicated account manager on Enterprise.
          </p>
          <p>
            You can move to another level as your business changes, or pause your membership for a while; your brand and your
            members stay with you. <Link to="/pricing#compare">Compare the plans</Link>.
          </p>
        </>
      ),
    },
    {
      id: "faq-coins",
      question: "What are coins and rewards?",
      answer: (
        <p>
          Coins and rewards are the platform’s loyalty layer. Businesses give their members credits, and from the Alliance level
          can create branded coins of their own. Members earn them through memberships, visits and purchases, spend them on
          experiences, and can transfer coins to one another.
        </p>
      ),
    },
    {
      id: "faq-rewards-returns",
      question: "Can I return a rewards purchase?",
      answer: (
        <p>
          Yes. Rewards purchases are returnable or exchangeable within 30 days if unused. Once any part of a reward has been
          redeemed it can no longer be returned. The details are in our <Link to="/tos#rewards-returns">Terms of Service</Link>.
        </p>
      ),
    },
    {
      id: "faq-guides",
      question: "Who are the Guides?",
      answer: (
        <p>
          Guides are experienced founders, consultants and specialists who help members plan, launch and grow their businesses,
          from branding and marketing to operations and finance. If you have expertise to share,{" "}
          <Link to="/interests">tell us about it on the interest form</Link>.
        </p>
      ),
    },
    {
      id: "faq-academy",
      question: "What is the Academy?",
      answer: (
        <p>
          The {productName} Academy is coming soon: courses and live workshops on launching, marketing and running an online
          business, taught by Guides and members who do it every day. Members will be the first to hear when it opens.
        </p>
      ),
    },
    {
      id: "faq-support",
      question: "How do I get support?",
      answer: (
        <p>
          Everyone has the documentation and our community. Alliance members and above get priority support, and Enterprise
          members work with a dedicated account manager. For anything else, <Link to="/contact-us">contact us</Link> and a
          member of the team will get back to you.
        </p>
      ),
    },
  ];
}

export default function Faqs() {
  const productName = useProductName();
  return (
    <>
      <section className="border-b border-line bg-mist">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">Support</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">Frequently Asked Questions</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            Everything you need to know about {productName}: the free sandbox, memberships, coins and rewards, Guides and how to
            reach us.
          </p>
        </div>
      </section>

      <section aria-labelledby="faq-list-title" className="container-page py-16 sm:py-20">
        <h2 id="faq-list-title" className="sr-only">
          Questions and answers
        </h2>
        <div className="max-w-3xl">
          <Accordion name="faq" items={faqItems(productName)} />
        </div>
      </section>

      <section aria-labelledby="more-questions-title" className="border-t border-line">
        <div className="container-page flex flex-wrap items-center justify-between gap-6 py-16">
          <div>
            <h2 id="more-questions-title" className="text-2xl font-bold tracking-tight">
              Still have a question?
            </h2>
            <p className="mt-2 text-muted">Our team reads every message and answers as quickly as we can.</p>
          </div>
          <Link to="/contact-us" className="btn-primary">
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
