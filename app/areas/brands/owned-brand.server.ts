import { data } from "react-router";
import type { Brand, PlatformClient } from "~/.server/platform";

/*
 * What every owner screen under /dashboard/brands/:brandId starts from: the brand among the
 * member's own. Another member's brand, or none, is a 404, as if there were none.
 */
export async function ownedBrand(platform: PlatformClient, brandId: string | undefined): Promise<Brand> {
  const brand = (await platform.businesses.mine()).find((mine) => mine.id === brandId);
  if (!brand) throw data(null, { status: 404 });
  return brand;
}
