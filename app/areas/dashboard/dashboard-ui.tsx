import { useState } from "react";
import { NavLink } from "react-router";
import { DASHBOARD_PATHS } from "./dashboard-text";

/** One section of the dashboard: a region named by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const sections = [
  ["Overview", DASHBOARD_PATHS.overview],
  ["Profile", DASHBOARD_PATHS.profile],
  ["Email", DASHBOARD_PATHS.email],
  ["Password", DASHBOARD_PATHS.password],
  ["Memberships", DASHBOARD_PATHS.memberships],
  ["Coins & Credits", DASHBOARD_PATHS.balances],
  ["Bookings", DASHBOARD_PATHS.purchases],
  ["Receipts", DASHBOARD_PATHS.receipts],
  ["Brands", DASHBOARD_PATHS.brands],
  ["Notifications", DASHBOARD_PATHS.notifications],
  ["People", DASHBOARD_PATHS.people],
] as const;

/**
 * The sections of the dashboard; the current one is marked (aria-current="page"). One row: on a
 * narrow screen it scrolls sideways inside itself (the page does not), from 1280 px it all shows.
 */
/** On a narrow screen the current section may be past the row's edge: the row (not the page) brings it in. */
function showCurrent(link: HTMLAnchorElement | null) {
  const row = link?.closest("ul");
  if (row && link?.getAttribute("aria-current") === "page") row.scrollLeft = Math.max(0, link.offsetLeft - row.offsetLeft - 16);
}

export function DashboardNav() {
  return (
    <nav aria-label="Dashboard sections" className="-mx-4 sm:mx-0">
      <ul className="flex gap-1 overflow-x-auto px-4 py-1 [scrollbar-width:thin] sm:px-1">
        {sections.map(([label, to]) => (
          <li key={to} className="shrink-0">
            <NavLink
              ref={showCurrent}
              to={to}
              end={to === DASHBOARD_PATHS.overview}
              className="block rounded-full border border-line bg-white px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-mist aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A key for a form that stays on its page after it succeeded (post/redirect/get to the same
 * page): a new one when its answer goes away, so the form starts afresh instead of keeping the
 * errors of the attempt before. While answers come (failures), the key stays and the form keeps
 * what was typed.
 */
export function useFreshFormKey(lastResult: unknown): number {
  const answered = lastResult !== undefined;
  const [state, setState] = useState({ key: 0, answered });
  if (state.answered === answered) return state.key;
  const next = { key: answered ? state.key : state.key + 1, answered };
  setState(next);
  return next.key;
}
