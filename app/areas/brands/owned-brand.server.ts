import { data } from "react-router";
import type { PlatformCore } from "~/.server/platform";
import { ownBrandCalls, type Brand } from "~/areas/dashboard/own-brand-calls.server";

/*
 * What every owner screen under /dashboard/brands/:brandId starts from: the brand among the
 * member's own. Another member's brand, or none, is a 404, as if there were none.
 *
 * The workspace's layout and the page below it both ask in one request (their loaders run side by
 * side): the member's brands are fetched once per request (the platform client is the request's).
 */
const mineOf = new WeakMap<PlatformCore, Promise<Brand[]>>();

export async function ownedBrand(platform: PlatformCore, brandId: string | undefined): Promise<Brand> {
  let mine = mineOf.get(platform);
  if (!mine) {
    mine = ownBrandCalls(platform).mine();
    mineOf.set(platform, mine);
    // A failed fetch is not kept: the next ask tries again.
    mine.catch(() => mineOf.delete(platform));
  }
  const brand = (await mine).find((owned) => owned.id === brandId);
  if (!brand) throw data(null, { status: 404 });
  return brand;
}

/** After the brand changed (Settings), later asks in this request fetch it again. */
export function forgetOwnedBrands(platform: PlatformCore): void {
  mineOf.delete(platform);
}
