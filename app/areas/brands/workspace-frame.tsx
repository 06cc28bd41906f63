import { Link } from "react-router";
import { BRAND_PATHS, type BrandScreen } from "~/areas/dashboard/dashboard-text";
import { TabNav } from "~/areas/dashboard/dashboard-ui";

/*
 * A brand's workspace (every /dashboard/brands/:brandId/… page): the brand's own header (logo,
 * name, "View site") and screens in place of the member's profile header and personal tabs, with
 * the way back to the member's dashboard, drawn by the workspace's layout route (./workspace.tsx).
 */

/** What the workspace's layout route answers: the frame's brand. */
export type WorkspaceBrand = { id: string; name: string; username: string; logo: string | null };

export function WorkspaceHeader({ brand }: { brand: WorkspaceBrand }) {
  // Home, then each screen at its own name (Experiences at …/experiences).
  const tabs = ["Home", "Experiences", "Venues", "Pages", "Coin", "Bookings", "Settings"].map(
    (tab, index) => [tab, index ? BRAND_PATHS.screen(brand.id, tab.toLowerCase() as BrandScreen) : BRAND_PATHS.home(brand.id)] as const,
  );
  return (
    <>
      <Link to={BRAND_PATHS.list} className="link w-fit text-sm">
        ← Your dashboard
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          {/* No logo yet: the name alone (Settings uploads one). */}
          {brand.logo ? <img src={brand.logo} alt={`${brand.name} logo`} className="size-16 rounded-xl object-contain" /> : null}
          <h1 className="text-3xl font-bold">{brand.name}</h1>
        </div>
        <a href={BRAND_PATHS.site(brand.username)} className="btn-secondary">
          View site
        </a>
      </div>
      <TabNav label="Brand workspace" tabs={tabs} />
    </>
  );
}
