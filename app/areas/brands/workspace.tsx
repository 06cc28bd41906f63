import { Outlet } from "react-router";
import type { Route } from "./+types/workspace";
import { memberOf } from "~/areas/dashboard/member.server";
import { DashboardNotice } from "~/areas/dashboard/dashboard-ui";
import { ownedBrand } from "./owned-brand.server";
import { WorkspaceHeader, type WorkspaceBrand } from "./workspace-frame";

/*
 * /dashboard/brands/:brandId and every screen below it: the brand's workspace. The brand is
 * loaded once here (another member's, or none, is a 404 for all of them) and framed by its own
 * header and screens (./workspace-frame.tsx), not the member's.
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const brand = await ownedBrand(memberOf(context).platform, params.brandId);
  const workspace: WorkspaceBrand = { id: brand.id, name: brand.name, username: brand.username, logo: brand.logo };
  return { workspace };
}

export default function Workspace({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <WorkspaceHeader brand={loaderData.workspace} />
      <DashboardNotice />
      <Outlet />
    </>
  );
}
