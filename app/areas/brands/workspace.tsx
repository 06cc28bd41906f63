import type { Route } from "./+types/workspace";
import { memberOf } from "~/areas/dashboard/member.server";
import type { WorkspaceBrand } from "~/areas/dashboard/workspace-frame";
import { ownedBrand } from "./owned-brand.server";

/*
 * /dashboard/brands/:brandId and every screen below it: the brand's workspace. The brand is
 * loaded once here (another member's, or none, is a 404 for all of them); the dashboard's layout
 * draws the workspace's frame from it (dashboard/workspace-frame.tsx). No component of its own:
 * the page below renders in its place, and no script is added to the owner's pages for it.
 */

export async function loader({ params, context }: Route.LoaderArgs) {
  const brand = await ownedBrand(memberOf(context).platform, params.brandId);
  const workspace: WorkspaceBrand = { id: brand.id, name: brand.name, username: brand.username, logo: brand.logo };
  return { workspace };
}
