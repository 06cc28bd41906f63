import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { CompanyMenu } from "./company-menu";
import { Logo } from "~/ui/logo";
import { membershipLinks, primaryLinks } from "./navigation";

/** A header link: a row on wide screens, a roomy line in the small-screen menu. Never wraps. */
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2.5 text-base font-medium xl:rounded-md xl:px-2.5 xl:py-2 xl:text-sm 2xl:px-3 ${
    isActive ? "bg-mist text-magenta-ink xl:bg-transparent" : "text-ink hover:bg-mist xl:hover:bg-transparent xl:hover:text-magenta-ink"
  }`;

/** One link of the header's list (the same item in the row and in the phone panel). */
const navItem = (link: { to: string; label: string }) => (
  <li key={link.to}>
    <NavLink to={link.to} className={navLinkClass}>
      {link.label}
    </NavLink>
  </li>
);

/**
 * Shared header (marketing-site §2, with Experiences after Showcase): works by mouse, keyboard
 * and with JavaScript off. The navigation and account links are written once: a row on wide
 * screens; on small ones a panel the <details> toggle shows (app.css, `.menu-toggle[open] ~`),
 * so a text browser or a screen reader without CSS meets them once.
 */
export function SiteHeader({ productName, signedIn, unread }: { productName: string; signedIn: boolean; unread: number | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // The header outlives client-side navigations, so the menu closes after each one; not on the
  // first render (hydration), which would shut a menu opened by the tap that started the scripts.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (details.current) details.current.open = false;
  }, [location.key]);

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div
        className="container-page relative flex h-16 items-center justify-between gap-4 xl:max-w-7xl"
        onKeyDown={(event) => {
          if (event.key === "Escape" && details.current?.open) {
            details.current.open = false;
            details.current.querySelector("summary")?.focus();
          }
        }}
      >
        <Link to="/" className="shrink-0 rounded-md" aria-label={`${productName} home`}>
          <Logo productName={productName} />
        </Link>

        <details ref={details} className="menu-toggle xl:hidden">
          <summary className="flex size-11 items-center justify-center rounded-md text-ink hover:bg-mist" aria-label="Menu">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="menu-icon-open size-6">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="menu-icon-close size-6">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
        </details>

        <div className="site-menu absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-lg xl:static xl:flex xl:max-h-none xl:flex-1 xl:items-center xl:justify-between xl:gap-4 xl:overflow-visible xl:border-0 xl:bg-transparent xl:shadow-none">
          <nav aria-label="Main" className="px-4 pt-4 sm:px-6 xl:p-0">
            <ul className="flex flex-col gap-1 xl:flex-row xl:items-center xl:gap-0 2xl:gap-1">
              {primaryLinks.map(navItem)}
              <li>
                <CompanyMenu />
              </li>
              {membershipLinks.map(navItem)}
            </ul>
          </nav>
          <AccountLinks signedIn={signedIn} unread={unread} />
        </div>
      </div>
    </header>
  );
}

/**
 * Signed in: the unread count (rendered on the server with the page) links to the notifications;
 * the small-screen menu also leads to the member's bookings. A list, so that each is its own item.
 */
function AccountLinks({ signedIn, unread }: { signedIn: boolean; unread: number | null }) {
  const item = "shrink-0";
  return (
    <ul
      aria-label="Your account"
      className="mx-4 mt-3 mb-4 flex flex-wrap gap-2 border-t border-line pt-4 sm:mx-6 xl:m-0 xl:flex-nowrap xl:items-center xl:border-0 xl:p-0"
    >
      {signedIn ? (
        <>
          <li className={`${item} xl:hidden`}>
            <Link to="/dashboard/purchases" className="btn-secondary whitespace-nowrap">
              Bookings
            </Link>
          </li>
          <li className={item}>
            <Link to="/dashboard/notifications" className="btn-secondary gap-1.5 whitespace-nowrap">
              Notifications
              {unread ? " " : null}
              {unread ? (
                <span className="rounded-full bg-magenta-ink px-2 py-0.5 text-xs font-bold text-white">
                  {unread}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </Link>
          </li>
          <li className={item}>
            <Link to="/dashboard" className="btn-primary whitespace-nowrap">
              Dashboard
            </Link>
          </li>
          <li className={item}>
            <Form method="post" action="/sign-out">
              <button type="submit" className="btn-secondary whitespace-nowrap">
                Sign out
              </button>
            </Form>
          </li>
        </>
      ) : (
        <>
          <li className={item}>
            <Link to="/sign-in" className="btn-secondary whitespace-nowrap">
              Log In
            </Link>
          </li>
          <li className={item}>
            <Link to="/create-account" className="btn-primary whitespace-nowrap">
              Join Now
            </Link>
          </li>
        </>
      )}
    </ul>
  );
}
