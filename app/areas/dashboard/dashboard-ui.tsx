import { useState } from "react";
import { NavLink, useRouteLoaderData } from "react-router";
import type { User } from "~/.server/auth/own-profile";

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


/** On a narrow screen the current tab may be past the row's edge: the row (not the page) brings it in. */
function showCurrent(link: HTMLAnchorElement | null) {
  const row = link?.closest("ul");
  if (row && link?.getAttribute("aria-current") === "page") row.scrollLeft = Math.max(0, link.offsetLeft - row.offsetLeft - 16);
}

/**
 * A row of tabs, the current one marked (aria-current="page"): the dashboard's sections, or a
 * brand workspace's screens. One row: on a narrow screen it scrolls sideways inside itself (the
 * page does not). `first` is marked only on its own address (the others on theirs and below).
 */
export function TabNav({ label, tabs }: { label: string; tabs: ReadonlyArray<readonly [string, string]> }) {
  return (
    <nav aria-label={label} className="-mx-4 sm:mx-0">
      <ul className="flex gap-1 overflow-x-auto px-4 py-1 [scrollbar-width:thin] sm:px-1">
        {tabs.map(([text, to], index) => (
          <li key={to} className="shrink-0">
            <NavLink
              ref={showCurrent}
              to={to}
              end={index === 0}
              className="block rounded-full border border-line bg-white px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-mist aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
            >
              {text}
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

/** What the dashboard's layout loaded for every page below it: the member and the notice a form left. */
export function useDashboard() {
  return useRouteLoaderData("areas/dashboard/layout") as { user: User; notice: string | null };
}

/** The notice a form left after it succeeded, shown once, under the frame's navigation. */
export function DashboardNotice() {
  const { notice } = useDashboard();
  return notice ? (
    <div role="status" className="rounded-lg border border-success/30 bg-success/5 px-4 py-3 text-sm font-medium text-success">
      {notice}
    </div>
  ) : null;
}
