import { Link } from "react-router";
import type { Route } from "./+types/tos";
import { LegalPage, type LegalSection } from "./legal-page";
import { useProductName } from "~/areas/shell/product-name";
import { pageMeta } from "~/areas/shell/meta";
import { staticPage } from "~/areas/shell/static-page";

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Terms of Service", "The terms that govern your use of the platform, memberships, the sandbox, coins and rewards, and the SDK and API.");

function termsSections(productName: string): LegalSection[] {
  const numbered: Omit<LegalSection, "number">[] = [
    {
      id: "acceptance",
      title: "Acceptance of these terms",
      content: (
        <>
          <p>
            By creating an account, buying a membership, using the sandbox or otherwise using the services, you agree to these
            terms and to the policies they refer to. If you use the services on behalf of a business, you confirm that you may
            bind that business, and “you” includes it.
          </p>
          <p>If you do not agree to these terms, please do not use the services.</p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Who may use the services",
      content: (
        <p>
          You must be at least 18 years old and able to enter into a binding contract. The services are intended for people in
          the United States and the District of Columbia, excluding California and the US territories, and are not directed to
          children. You may not use the services if you have been barred from them before.
        </p>
      ),
    },
    {
      id: "accounts",
      title: "Your account",
      content: (
        <>
          <p>
            You agree to give accurate information when you create an account and to keep it up to date. We verify new accounts
            with a code sent to your email address.
          </p>
          <p>
            Keep your password and any API credentials confidential. You are responsible for everything done through your account.
            Tell us straight away through <Link to="/contact-us">Contact Us</Link> if you believe someone has used it without your
            permission.
          </p>
        </>
      ),
    },
    {
      id: "memberships-billing",
      title: "Memberships and billing",
      content: (
        <>
          <p>
            Memberships are offered at the Creator, Alliance, Collective and Enterprise levels, at the prices and with the limits
            shown on our <Link to="/pricing">Pricing</Link> page. Memberships renew each month and are charged in advance through
            our hosted checkout until you cancel.
          </p>
          <p>
            Optional upgrades, such as extra users, brand memberships, expanded analytics and Showcase promotions, are charged at
            the prices shown when you add them. Prices do not include taxes, which we add where the law requires. We will tell you
            at least 30 days before a price change applies to your membership.
          </p>
        </>
      ),
    },
    {
      id: "changes-pauses-cancellation",
      title: "Changing, pausing and cancelling a membership",
      content: (
        <p>
          You may move to another membership level, pause your membership for a number of months, resume it, or cancel it. A
          change of level applies from your next billing period unless we agree otherwise. A cancellation takes effect at the end
          of the period you have paid for; amounts already paid for a period are not refunded except where the law requires.
        </p>
      ),
    },
    {
      id: "sandbox",
      title: "The sandbox",
      content: (
        <>
          <p>
            The sandbox is a free demo environment on a separate database. It uses no real money and an automatic sandbox account
            that is separate from your live account. Purchases, coins and balances in the sandbox have no value and cannot be
            moved to the live environment.
          </p>
          <p>
            Sandbox credentials are shown once and cannot be viewed again, so store them safely. Do not put real customers’ personal
            information in the sandbox. We may reset sandbox data, or limit sandbox use that affects the service for others.
          </p>
        </>
      ),
    },
    {
      id: "coins-rewards",
      title: "Coins, credits and rewards",
      content: (
        <>
          <p>
            Coins, credits and rewards are loyalty units used on the platform. They are not money, legal tender or a security, do
            not earn interest, and cannot be exchanged for cash except where a program’s published terms or the law say so.
          </p>
          <p>
            Businesses that issue their own branded coins or credits are responsible for the rules of their programs. Transfers of
            coins between members are final once confirmed. We may correct balances that result from an error or from misuse.
          </p>
        </>
      ),
    },
    {
      id: "rewards-returns",
      title: "Returns and exchanges of rewards purchases",
      content: (
        <>
          <p>
            Rewards purchases are returnable or exchangeable within 30 days if unused. The 30 days run from the date of purchase.
          </p>
          <ul>
            <li>A reward counts as used once any part of it has been redeemed, transferred or applied to a purchase.</li>
            <li>To return or exchange a reward, contact the business you bought it from, or us through Contact Us.</li>
            <li>Refunds go back to the original method of payment, and the coins or credits granted with the purchase are removed.</li>
          </ul>
        </>
      ),
    },
    {
      id: "experiences",
      title: "Experiences, bookings and tickets",
      content: (
        <p>
          When you buy an experience, you buy it from the business that offers it; {productName} provides the marketplace and the
          checkout. The business is responsible for the experience, its description and its cancellation policy, which applies to
          your booking. Tickets are issued for each purchase, and you may rate an experience and its provider once you hold a
          ticket for it.
        </p>
      ),
    },
    {
      id: "business-members",
      title: "Business members and merchants",
      content: (
        <>
          <p>If you run a business on the platform, you also agree to:</p>
          <ul>
            <li>describe your business, experiences, prices and policies accurately, and honour what you sell;</li>
            <li>comply with the laws that apply to your business, including consumer protection, tax and privacy laws;</li>
            <li>give your own customers a privacy notice that covers how you use their information;</li>
            <li>handle returns, exchanges and complaints about your offerings promptly and fairly.</li>
          </ul>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      content: (
        <>
          <p>You agree not to use the services to:</p>
          <ul>
            <li>break the law, infringe anyone’s rights, or sell goods or services that are illegal or unsafe;</li>
            <li>mislead, harass, threaten or discriminate against anyone;</li>
            <li>send spam, or collect other people’s information without their permission;</li>
            <li>probe, overload or interfere with the services, or get around their security or rate limits;</li>
            <li>upload malware, or copy, resell or reverse engineer the services except where the law allows.</li>
          </ul>
        </>
      ),
    },
    {
      id: "your-content",
      title: "Your content",
      content: (
        <p>
          You keep ownership of the content you add to the services, such as brand pages, images, descriptions, reviews and
          ratings. You give us a worldwide, non-exclusive, royalty-free licence to host, copy, display and adapt it as needed to run
          and promote the services, for as long as it stays on them. You confirm that you have the rights to share it, and you are
          responsible for it.
        </p>
      ),
    },
    {
      id: "our-property",
      title: "Our intellectual property",
      content: (
        <p>
          The services, including the software, the SDK, the design and the {productName} name and marks, belong to{" "}
          {productName}, Inc. and its licensors. These terms give you a limited, revocable right to use the services as they
          describe, and no other rights. If you send us feedback or suggestions, we may use them without any obligation to you.
        </p>
      ),
    },
    {
      id: "sdk-api",
      title: "The SDK and the API",
      content: (
        <p>
          You may use the SDK and the API to build websites, apps and services for your own business or for your clients on the
          platform. Keep your API keys secret and rotate them if they may have been exposed. We may set and change rate limits and
          retire old versions of the API after reasonable notice. Do not use the API to scrape data or to build a competing
          service.
        </p>
      ),
    },
    {
      id: "third-parties",
      title: "Third-party services and links",
      content: (
        <p>
          The services work with third parties, such as payment processors and map providers, and may link to other websites,
          which open in a new tab. Their own terms and privacy policies apply to them, and we are not responsible for their
          content or practices.
        </p>
      ),
    },
    {
      id: "privacy",
      title: "Privacy and cookies",
      content: (
        <p>
          Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we collect and use personal information, and our{" "}
          <Link to="/cookie-policy">Cookie Policy</Link> explains the cookies we and the merchant sites we power use. Both form
          part of these terms.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability and changes to the services",
      content: (
        <p>
          We build the platform for 99.99% uptime and work hard to keep it available, but the services may sometimes be
          interrupted for maintenance, upgrades or reasons outside our control. We improve the services all the time and may add,
          change or remove features. If a change takes away something material from a paid membership, we will tell you in advance.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Disclaimers, limitation of liability and indemnity",
      content: (
        <>
          <p>
            Except as these terms expressly say, the services are provided “as is” and “as available”, without warranties of any
            kind, to the fullest extent the law allows.
          </p>
          <p>
            To the fullest extent the law allows, {productName} is not liable for indirect, incidental, special or consequential
            losses, or for lost profits, revenue or data. Our total liability for any claim about the services is limited to the
            amount you paid us in the 12 months before the claim arose.
          </p>
          <p>
            You agree to indemnify {productName} against claims arising from your content, your business’s offerings or your
            breach of these terms.
          </p>
        </>
      ),
    },
    {
      id: "termination",
      title: "Suspension and termination",
      content: (
        <p>
          You may close your account at any time. We may suspend or close an account that breaks these terms, puts other members
          at risk or is required by law, and we will tell you why unless the law prevents it. Sections that by their nature should
          survive, including those on content, liability and disputes, continue after your account closes.
        </p>
      ),
    },
    {
      id: "law-changes-contact",
      title: "Governing law, changes and contact",
      content: (
        <>
          <p>
            These terms are governed by the laws of the Commonwealth of Virginia and applicable US federal law. Please contact us
            first about any dispute; most are resolved quickly and informally. If we cannot resolve it, it will be decided by the
            state or federal courts located in Virginia.
          </p>
          <p>
            We may update these terms. We will give notice of material changes before they apply, and continuing to use the
            services afterwards means you accept the new terms. Questions about these terms are welcome through{" "}
            <Link to="/contact-us">Contact Us</Link>.
          </p>
        </>
      ),
    },
  ];

  return [
    {
      id: "overview",
      title: "Overview",
      content: (
        <>
          <p>
            These Terms of Service are an agreement between you and {productName}, Inc. (“{productName}”, “we”, “us”). They govern
            your use of our websites, the platform, memberships, the sandbox, coins and rewards, the experiences marketplace, and
            the SDK and API (together, the “services”).
          </p>
          <p>In short:</p>
          <ul>
            <li>memberships renew monthly until you cancel, and you can change or pause them;</li>
            <li>the sandbox is free and uses no real money;</li>
            <li>rewards purchases are returnable or exchangeable within 30 days if unused;</li>
            <li>businesses on the platform are responsible for what they sell.</li>
          </ul>
          <p>This summary helps you find your way; the numbered sections below are the terms themselves.</p>
        </>
      ),
    },
    ...numbered.map((section, index) => ({ ...section, number: index + 1 })),
  ];
}

export default function TermsOfService() {
  const productName = useProductName();
  return (
    <LegalPage
      title="Terms of Service"
      lead={`The terms that govern your use of ${productName}: memberships, the sandbox, coins and rewards, the marketplace, and the SDK and API.`}
      sections={termsSections(productName)}
    />
  );
}
