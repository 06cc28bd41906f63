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
        className={`flex items-center gap-1 rounded-md px-3 pt-3 pb-1 text-xs font-semibold tracking-wider whitespace-nowrap text-muted uppercase xl:px-2.5 xl:py-2 xl:text-sm xl:font-medium xl:tracking-normal xl:normal-case xl:hover:text-magenta-ink 2xl:px-3 ${active ? "xl:text-magenta-ink" : "xl:text-ink"}`}
        aria-controls="company-menu"
      >
        Company
        <svg aria-hidden="true" viewBox="0 0 20 20" className="dropdown-chevron size-4 transition-transform">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id="company-menu"
        className="dropdown-panel flex flex-col gap-1 xl:absolute xl:top-full xl:left-0 xl:z-40 xl:mt-1 xl:block xl:w-48 xl:rounded-xl xl:border xl:border-line xl:bg-white xl:p-2 xl:shadow-lg"
      >
        {companyLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2.5 text-base font-medium xl:py-2 xl:text-sm xl:font-normal ${isActive ? "bg-mist font-semibold text-magenta-ink" : "text-ink hover:bg-mist"}`
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
