import { NavLink, useLocation } from "react-router";
import { companyLinks } from "./navigation";

/**
 * The Company dropdown (marketing-site §2, §9), CSS alone on every page (app.css): it opens on
 * hover and while focus is inside it, and closes 200 ms after the pointer leaves. The same markup
 * works with JavaScript off, on static pages and hydrated ones, and costs no script of its own.
 */
export function CompanyMenu() {
  const { pathname } = useLocation();
  const active = companyLinks.some((link) => link.to === pathname);
  return (
    <div className="dropdown relative">
      <button
        type="button"
        // In the small-screen menu it is the name over its links (shown open: app.css).
        className={`flex items-center gap-1 rounded-md px-3 pt-3 pb-1 text-xs font-semibold tracking-wider whitespace-nowrap text-muted uppercase lg:px-2.5 lg:py-2 lg:text-sm lg:font-medium lg:tracking-normal lg:normal-case lg:hover:text-magenta-ink xl:px-3 ${active ? "lg:text-magenta-ink" : "lg:text-ink"}`}
        aria-controls="company-menu"
      >
        Company
        <svg aria-hidden="true" viewBox="0 0 20 20" className="dropdown-chevron size-4 transition-transform">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id="company-menu"
        className="dropdown-panel flex flex-col gap-1 lg:absolute lg:top-full lg:left-0 lg:z-40 lg:mt-1 lg:block lg:w-48 lg:rounded-xl lg:border lg:border-line lg:bg-white lg:p-2 lg:shadow-lg"
      >
        {companyLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2.5 text-base font-medium lg:py-2 lg:text-sm lg:font-normal ${isActive ? "bg-mist font-semibold text-magenta-ink" : "text-ink hover:bg-mist"}`
              }
              // The header stays across a client-side navigation: focus left on the link would keep
              // the menu open on the next page, where a full page load would have closed it.
              onClick={(event) => event.currentTarget.blur()}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
