import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { companyLinks } from "./navigation";

const CLOSE_DELAY_MS = 200; // marketing-site §9: closes 200 ms after the pointer leaves

/**
 * The Company dropdown. Without JavaScript, CSS opens it on hover and on focus (app.css).
 * Once hydrated it becomes a disclosure button: aria-expanded, click, Escape, hover with
 * the same 200 ms grace period.
 */
export function CompanyMenu() {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setEnhanced(true), []);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const active = companyLinks.some((link) => link.to === pathname);

  return (
    <div
      className="dropdown relative"
      data-enhanced={enhanced || undefined}
      data-open={open || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(closeTimer.current);
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, CLOSE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:text-magenta-ink ${active ? "text-magenta-ink" : "text-ink"}`}
        aria-expanded={enhanced ? open : undefined}
        aria-controls="company-menu"
        onClick={() => {
          // A click right after the hover opened it keeps it open instead of closing it.
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((value) => !value);
          }
        }}
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
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
