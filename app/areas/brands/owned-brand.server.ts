import { data } from "react-router";
import type { PlatformCore } from "~/.server/platform";
import { ownBrandCalls, type Brand } from "~/areas/dashboard/own-brand-calls.server";

/*
 * What every owner screen under /dashboard/brands/:brandId starts from: the brand among the
 * member's own. Another member's brand, or none, is a 404, as if there were none.
 */
export async function ownedBrand(platform: PlatformCore, brandId: string | undefined): Promise<Brand> {
  const brand = (await ownBrandCalls(platform).mine()).find((mine) => mine.id === brandId);
  if (!brand) throw data(null, { status: 404 });
  return brand;
}
