import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { CompanyMenu } from "./company-menu";
import { Logo } from "~/ui/logo";
import { companyLinks, membershipLinks, primaryLinks } from "./navigation";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:text-magenta-ink ${isActive ? "text-magenta-ink" : "text-ink"}`;

/** Shared header (marketing-site §2): works by mouse, keyboard and with JavaScript off. */
export function SiteHeader({ productName, signedIn, unread }: { productName: string; signedIn: boolean; unread: number | null }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="shrink-0 rounded-md" aria-label={`${productName} home`}>
          <Logo productName={productName} />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <CompanyMenu />
            </li>
            {membershipLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          <AccountLinks signedIn={signedIn} unread={unread} />
        </div>

        <SmallScreenMenu signedIn={signedIn} unread={unread} />
      </div>
    </header>
  );
}

/** Signed in: the unread count (rendered on the server with the page) links to the notifications. */
function AccountLinks({ signedIn, unread }: { signedIn: boolean; unread: number | null }) {
  if (signedIn) {
    return (
      <>
        <Link to="/dashboard/notifications" className="btn-secondary gap-1.5">
          Notifications
          {unread ? " " : null}
          {unread ? (
            <span className="rounded-full bg-magenta-ink px-2 py-0.5 text-xs font-bold text-white">
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </Link>
        <Link to="/dashboard" className="btn-primary">
          Dashboard
        </Link>
        <Form method="post" action="/sign-out">
          <button type="submit" className="btn-secondary">
            Sign out
          </button>
        </Form>
      </>
    );
  }
  return (
    <>
      <Link to="/sign-in" className="btn-secondary">
        Log In
      </Link>
      <Link to="/create-account" className="btn-primary">
        Join Now
      </Link>
    </>
  );
}

/** A native <details> toggle: opens and closes with or without JavaScript. */
function SmallScreenMenu({ signedIn, unread }: { signedIn: boolean; unread: number | null }) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // The header outlives client-side navigations, so close the menu after each one.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);

  return (
    <details
      ref={details}
      className="menu-toggle lg:hidden"
      onKeyDown={(event) => {
        if (event.key === "Escape" && details.current?.open) {
          details.current.open = false;
          details.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className="flex size-11 items-center justify-center rounded-md text-ink hover:bg-mist" aria-label="Menu">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="menu-icon-open size-6">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="menu-icon-close size-6">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <nav
        aria-label="Main"
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-lg"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          {primaryLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={menuLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <p id="small-company-heading" className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
              Company
            </p>
            <ul aria-labelledby="small-company-heading" className="flex flex-col gap-1">
              {companyLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={menuLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {membershipLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={menuLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-3 flex flex-wrap gap-2 border-t border-line px-3 pt-4">
            <AccountLinks signedIn={signedIn} unread={unread} />
          </li>
        </ul>
      </nav>
    </details>
  );
}

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-medium ${isActive ? "bg-mist text-magenta-ink" : "text-ink hover:bg-mist"}`;
