import { Link } from "react-router";
import { BRAND_PATHS, DASHBOARD_PATHS } from "./dashboard-text";
import { TabNav } from "./dashboard-ui";

/*
 * A brand's workspace (every /dashboard/brands/:brandId/… page): the brand's own header (logo,
 * name, "View site") and screens in place of the member's profile header and personal tabs, with
 * the way back to the member's dashboard. The workspace's layout route
 * (app/areas/brands/workspace.tsx) loads the brand; the dashboard's layout draws this frame.
 */

/** What the workspace's layout route answers: the frame's brand. */
export type WorkspaceBrand = { id: string; name: string; username: string; logo: string | null };

/** The workspace route's loader data, when the page is one of a brand's. */
export function workspaceOf(data: unknown): WorkspaceBrand | null {
  return data && typeof data === "object" && "workspace" in data ? (data as { workspace: WorkspaceBrand }).workspace : null;
}

export function WorkspaceHeader({ brand }: { brand: WorkspaceBrand }) {
  const id = brand.id;
  const tabs = [
    ["Home", BRAND_PATHS.home(id)],
    ["Experiences", BRAND_PATHS.experiences(id)],
    ["Venues", BRAND_PATHS.venues(id)],
    ["Pages", BRAND_PATHS.pages(id)],
    ["Coin", BRAND_PATHS.coin(id)],
    ["Bookings", BRAND_PATHS.bookings(id)],
    ["Settings", BRAND_PATHS.settings(id)],
  ] as const;
  return (
    <>
      <p className="text-sm">
        <Link to={DASHBOARD_PATHS.brands} className="link">
          ← Your dashboard
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          {brand.logo ? (
            <img src={brand.logo} alt={`${brand.name} logo`} className="size-16 shrink-0 rounded-xl border border-line bg-white object-contain" />
          ) : (
            <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-ink text-2xl font-bold text-white">
              {brand.name[0]?.toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <p className="text-sm font-semibold text-muted">Brand workspace</p>
            <h1 className="text-3xl font-bold tracking-tight break-words">{brand.name}</h1>
          </div>
        </div>
        <a href={BRAND_PATHS.site(brand.username)} className="btn-secondary">
          View site
        </a>
      </div>
      <TabNav label={`${brand.name}'s workspace`} tabs={tabs} />
    </>
  );
}
