import { Link } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { LegalPage, type LegalSection } from "./legal-page";
import { useProductName } from "~/areas/shell/product-name";
import { pageMeta } from "~/areas/shell/meta";
import { staticPage } from "~/areas/shell/static-page";

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Privacy Policy", "How we collect, use, disclose and protect your personal information, and the rights you have over it.");

/** marketing-site §9. */
const LAST_UPDATED = "09/11/2024";

function privacySections(productName: string): LegalSection[] {
  return [
    {
      id: "scope",
      title: "Who this policy covers",
      content: (
        <>
          <p>
            This policy explains how {productName}, Inc. (“{productName}”, “we”, “us”) collects, uses, discloses and protects
            personal information when you visit our websites, create an account, hold a membership, use the sandbox, the SDK or
            the API, or buy from a business on the platform.
          </p>
          <p>
            Businesses that sell through the platform handle their customers’ information under their own privacy notices as well
            as this one. Where we process information on a business’s behalf, we follow that business’s instructions.
          </p>
        </>
      ),
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      content: (
        <>
          <p>
            In the 12 months before the date at the top of this policy, we collected the following categories of personal
            information:
          </p>
          <ul>
            <li>
              <strong>Identifiers and contact details</strong>: your name, email address, phone number, postal address and postal
              code, username and account ID.
            </li>
            <li>
              <strong>Account and profile information</strong>: your date of birth, password (stored only in hashed form), avatar,
              communication preferences and whether your profile is public.
            </li>
            <li>
              <strong>Commercial information</strong>: memberships, purchases, bookings, tickets, coin and credit balances and
              transfers, and ratings you give.
            </li>
            <li>
              <strong>Business information</strong>: for business members, your brand’s name, address, website, colours, pages
              and listings.
            </li>
            <li>
              <strong>Internet activity</strong>: pages viewed, links clicked, your browser, device, IP address and time zone, and
              cookie identifiers.
            </li>
            <li>
              <strong>Approximate location</strong>, from your IP address or the locations you search for.
            </li>
            <li>
              <strong>Professional information</strong>, when you send us a resume or an interest form.
            </li>
          </ul>
          <p>
            We collect this information from you directly, automatically when you use the services, from the businesses you buy
            from, and from service providers such as payment processors. We do not receive your full card number: payments are
            handled by our payment processor.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      title: "How we use information",
      content: (
        <ul>
          <li>to create and verify your account, sign you in and keep your account secure;</li>
          <li>to provide memberships, checkout, bookings, tickets, coins and rewards, and the sandbox;</li>
          <li>to answer your messages, support requests, job applications and interest forms;</li>
          <li>to send service messages and, with your permission, news and offers;</li>
          <li>to measure and improve the services, and to develop new features;</li>
          <li>to show relevant advertising, where you have not opted out;</li>
          <li>to prevent fraud and abuse, enforce our terms and comply with the law.</li>
        </ul>
      ),
    },
    {
      id: "disclosure",
      title: "How we disclose information",
      content: (
        <>
          <p>In the past 12 months we disclosed the categories of personal information above to:</p>
          <ul>
            <li>
              <strong>Service providers</strong> who host, secure, support and analyse the services, process payments and send
              messages for us, under contracts that limit their use of it;
            </li>
            <li>
              <strong>Businesses on the platform</strong> you buy from, book with or join as a member, so they can serve you;
            </li>
            <li>
              <strong>Advertising and analytics partners</strong>, limited to identifiers and internet activity, which some state
              laws consider a “sale” or “sharing” for targeted advertising;
            </li>
            <li>
              <strong>Authorities and others</strong> when the law requires it or to protect rights and safety, and a buyer or
              successor if our business is reorganised or sold.
            </li>
          </ul>
          <p>We do not sell personal information for money.</p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and similar technologies",
      content: (
        <p>
          We and the merchant sites we power use cookies and similar technologies to keep you signed in, remember your choices,
          measure use and support advertising. Our <Link to="/cookie-policy">Cookie Policy</Link> lists them and explains how to
          control them.
        </p>
      ),
    },
    {
      id: "user-generated-content",
      title: "User-generated content",
      content: (
        <p>
          Some things you share are public: brand pages, listings, reviews and ratings, and your profile if you make it public.
          Anyone can see, copy or share public content, so please do not include sensitive personal information in it. You can
          edit or delete most of your content, and you can ask us to remove the rest.
        </p>
      ),
    },
    {
      id: "children",
      title: "Children",
      content: (
        <p>
          The services are not for children, and we do not knowingly collect personal information from anyone under 18. We have
          no actual knowledge of selling or sharing the personal information of consumers under 18 years of age. If you believe a
          child has given us personal information, please contact us and we will delete it.
        </p>
      ),
    },
    {
      id: "retention",
      title: "How long we keep information",
      content: (
        <p>
          We keep personal information for as long as your account is open and as long as we need it for the purposes above.
          After that we delete or anonymise it, unless the law requires us to keep it longer, for example transaction records for
          tax and accounting. Sandbox data may be deleted at any time.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights and choices",
      content: (
        <>
          <p>Depending on where you live, you have some or all of these rights, which we extend to everyone we serve:</p>
          <ul>
            <li>
              <strong>Access</strong>: to know what personal information we hold about you and to receive a copy.
            </li>
            <li>
              <strong>Delete</strong>: to ask us to delete personal information we hold about you.
            </li>
            <li>
              <strong>Correct</strong>: to have inaccurate personal information corrected.
            </li>
            <li>
              <strong>Portability</strong>: to receive your information in a portable, commonly used format.
            </li>
            <li>
              <strong>Opt out of sale, sharing and targeted advertising</strong>: to stop us selling or sharing your information
              and using it for targeted advertising. If your browser sends a Global Privacy Control signal, we automatically treat
              it as a valid request to opt out for that browser, with no further step needed.
            </li>
            <li>
              <strong>Limit sensitive data</strong>: to limit our use of sensitive personal information to what is needed to
              provide the services.
            </li>
            <li>
              <strong>Restrict processing</strong>: to ask us to restrict how we process your information in some cases.
            </li>
            <li>
              <strong>Withdraw consent</strong>: where we rely on your consent, to withdraw it at any time.
            </li>
            <li>
              <strong>Appeal</strong>: to appeal our decision if we decline your request. Reply to our decision or contact us
              within a reasonable time, and we will tell you the outcome of your appeal and its reasons.
            </li>
            <li>
              <strong>Communication preferences</strong>: to unsubscribe from marketing emails with the link in each one, and to
              choose in your account whether we may call or text you.
            </li>
          </ul>
          <p>
            To use a right, contact us as described below. We will verify your identity before acting on a request, may accept
            requests from an authorised agent with your signed permission, and will not treat you differently for using your
            rights.
          </p>
        </>
      ),
    },
    {
      id: "complaints",
      title: "Complaints",
      content: (
        <p>
          If you are unhappy with how we have handled your information, please tell us first, and we will do our best to put it
          right. You also have the right to complain to the attorney general or consumer protection authority of the state where
          you live.
        </p>
      ),
    },
    {
      id: "international-users",
      title: "International users",
      content: (
        <p>
          The services are meant for people in the United States and the District of Columbia, excluding California and the US
          territories, and are not for children. We store and process information in the United States. If you use the services
          from elsewhere, your information will be transferred to and processed in the United States, where the law may differ
          from that of your country.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact details",
      content: (
        <>
          <p>You can reach our privacy team by phone, by e-mail or by postal mail:</p>
          <ul>
            <li>
              <strong>Online</strong>: write to us on our <Link to="/contact-us">Contact Us</Link> page and mention privacy. Tell
              us whether you would like a reply by e-mail or a call back by phone.
            </li>
            <li>
              <strong>By phone or e-mail</strong>: use the privacy phone line or the privacy e-mail address given in our replies
              and in your account messages.
            </li>
            <li>
              <strong>By postal mail</strong>: {productName} Privacy Team, Attn: Privacy Requests, at our PO Box in Virginia,
              United States. Ask us through Contact Us for the full mailing address.
            </li>
          </ul>
          <p>We will update this policy when our practices change and show the new date at the top of the page.</p>
        </>
      ),
    },
  ];
}

export default function PrivacyPolicy() {
  const productName = useProductName();
  return (
    <LegalPage
      title="Privacy Policy"
      lead={`How ${productName} collects, uses, discloses and protects your personal information, and the rights you have over it.`}
      updated={LAST_UPDATED}
      sections={privacySections(productName)}
    />
  );
}
