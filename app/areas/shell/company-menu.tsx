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
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:text-magenta-ink ${active ? "text-magenta-ink" : "text-ink"}`}
        aria-controls="company-menu"
      >
        Company
        <svg aria-hidden="true" viewBox="0 0 20 20" className="dropdown-chevron size-4 transition-transform">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id="company-menu"
        className="dropdown-panel absolute left-0 top-full z-40 mt-1 w-48 rounded-xl border border-line bg-white p-2 shadow-lg"
      >
        {companyLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm ${isActive ? "bg-mist font-semibold text-magenta-ink" : "text-ink hover:bg-mist"}`
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
