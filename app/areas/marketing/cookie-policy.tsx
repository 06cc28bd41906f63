import { Link } from "react-router";
import type { Route } from "./+types/cookie-policy";
import { LegalPage, type LegalSection } from "./legal-page";
import { useProductName } from "~/areas/shell/product-name";
import { ScrollableTable } from "~/ui/scrollable-table";
import { pageMeta } from "~/areas/shell/meta";
import { staticPage } from "~/areas/shell/static-page";

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Cookie Policy", "The cookies we and our merchants’ sites use, what they do, how long they last and how to control them.");

/** The merchant-site cookies of marketing-site §2, with the durations of §9. */
const merchantCookies = [
  { name: "session", description: "Keeps your session together as you move from page to page.", duration: "session" },
  { name: "access-token", description: "Login token for privileged platform APIs, set when you sign in.", duration: "1 day" },
  { name: "experience_purchasing_info", description: "Remembers your choices during Experiences checkout.", duration: "1 day" },
  { name: "reservation_booking_info", description: "Remembers your booking details during Ride checkout.", duration: "1 day" },
  { name: "vmid", description: "Vehicle Matchmaker session id.", duration: "session" },
  { name: "did", description: "Keeps your Vehicle Matchmaker customization.", duration: "session" },
  { name: "onboard_contact_data", description: "Holds the contact details you enter in the Onboarding Wizard for business members.", duration: "session" },
  { name: "user_referral", description: "Tracks referrals from a user’s landing page.", duration: "session" },
] as const;

function cookieSections(productName: string): LegalSection[] {
  return [
    {
      id: "what-cookies-are",
      title: "What cookies are",
      content: (
        <>
          <p>
            Cookies are small text files that a website stores in your browser. They let the site recognise your browser when you
            come back or move between pages, so it can keep you signed in, remember your choices and understand how it is used.
          </p>
          <p>
            Cookies set by the site you are visiting are first-party cookies. Cookies set by another service, such as an analytics
            or advertising provider, are third-party cookies. This policy also covers similar technologies, such as local storage
            and pixels, which we call cookies for simplicity.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-cookies",
      title: "How we use cookies",
      content: (
        <p>
          {productName} uses cookies on its own website and on the merchant sites it powers: the websites and apps that businesses
          launch on the platform, including those that use our Experiences, Ride and Vehicle Matchmaker modules and the Onboarding
          Wizard for business members. The sections below describe each type of cookie and why it is used.
        </p>
      ),
    },
    {
      id: "strictly-necessary",
      title: "Strictly necessary cookies",
      content: (
        <p>
          These cookies make the site work: they keep you signed in, protect forms against forgery and abuse, and carry a checkout
          from one step to the next. The site cannot work properly without them, so they cannot be switched off in our systems.
          You can block them in your browser, but parts of the site will then stop working.
        </p>
      ),
    },
    {
      id: "functional",
      title: "Functional cookies",
      content: (
        <p>
          Functional cookies remember choices you make, such as your time zone, the details you have already entered in a form or
          how you customised a tool, so you do not have to repeat them. If you block them, some features may not remember your
          preferences.
        </p>
      ),
    },
    {
      id: "performance",
      title: "Performance cookies",
      content: (
        <>
          <p>
            Performance cookies tell us how visitors use the site, which pages are visited most and where errors happen, so we can
            make it faster and easier to use. The information is aggregated and not used to identify you.
          </p>
          <ul>
            <li>
              <strong>First-party analytics</strong> are set and read by us, on our own domain, and measure visits and performance
              of our pages.
            </li>
            <li>
              <strong>Third-party analytics</strong> are set by analytics providers that process usage statistics on our behalf,
              under contracts that limit what they may do with them.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "advertising",
      title: "Advertising cookies",
      content: (
        <p>
          Advertising cookies may be set by our advertising partners to build a profile of your interests and show you relevant
          ads on other sites, and to measure how well our campaigns work. They do not store directly identifying information, but
          identify your browser and device. If you block them, you will still see ads, but they will be less relevant to you.
        </p>
      ),
    },
    {
      id: "social-media",
      title: "Social media cookies",
      content: (
        <p>
          Social media cookies are set by social networks when you use their share buttons or view embedded content. They let you
          share pages with your network, and the networks may use them to track your browser across other sites and build a
          profile of your interests. Their own privacy policies apply.
        </p>
      ),
    },
    {
      id: "merchant-site-cookies",
      title: "Cookies on merchant sites",
      content: (
        <>
          <p>
            Merchant sites built on {productName} set the cookies below. They support sign-in, checkout in the Experiences and Ride
            modules, the Vehicle Matchmaker, the Onboarding Wizard for business members, and referrals.
          </p>
          <ScrollableTable captionId="merchant-cookies-caption">
            <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
              <caption id="merchant-cookies-caption" className="px-4 pt-4 pb-2 text-left font-semibold text-ink">
                Cookies used on merchant sites
              </caption>
              <thead>
                <tr className="border-b border-line text-ink">
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Cookie
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Description
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Duration
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {merchantCookies.map((cookie) => (
                  <tr key={cookie.name}>
                    <th scope="row" className="px-4 py-2.5 align-top font-mono text-xs font-semibold text-ink">
                      {cookie.name}
                    </th>
                    <td className="px-4 py-2.5 align-top">{cookie.description}</td>
                    <td className="px-4 py-2.5 align-top whitespace-nowrap">{cookie.duration}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollableTable>
        </>
      ),
    },
    {
      id: "cookie-lifetime",
      title: "How long cookies last",
      content: (
        <>
          <p>
            Session cookies last only while your browser is open and are deleted when you close it. Persistent cookies stay on
            your device until they expire or you delete them. Persistent cookies expire between 30 minutes and two years.
          </p>
          <p>
            The durations in the table above are the longest each merchant-site cookie is kept; a cookie marked “session” is
            deleted when your browsing session ends.
          </p>
        </>
      ),
    },
    {
      id: "controlling-cookies",
      title: "Controlling cookies",
      content: (
        <>
          <p>You decide which cookies to accept. You can:</p>
          <ul>
            <li>
              change your browser settings to block or delete cookies, for all sites or for particular ones (your browser’s help
              pages explain how);
            </li>
            <li>use a private browsing window, which deletes its cookies when you close it;</li>
            <li>
              turn on Global Privacy Control in your browser, which we treat as a request to opt out of the sale and sharing of your
              information and of targeted advertising;
            </li>
            <li>use the opt-out tools offered by advertising and analytics providers and by your mobile device’s settings.</li>
          </ul>
          <p>
            If you block strictly necessary cookies, you will not be able to sign in or check out. Blocking other cookies does not
            stop the site from working, but it may remember less about your choices.
          </p>
        </>
      ),
    },
    {
      id: "changes-and-contact",
      title: "Changes and contact",
      content: (
        <p>
          We update this policy when the cookies we use change. For more about how we handle personal information, read our{" "}
          <Link to="/privacy-policy">Privacy Policy</Link>. Questions about cookies are welcome through{" "}
          <Link to="/contact-us">Contact Us</Link>.
        </p>
      ),
    },
  ];
}

export default function CookiePolicy() {
  const productName = useProductName();
  return (
    <LegalPage
      title="Cookie Policy"
      lead={`The cookies ${productName} and the merchant sites it powers use, what they do, how long they last and how you can control them.`}
      sections={cookieSections(productName)}
    />
  );
}
