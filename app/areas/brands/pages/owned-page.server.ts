/**
 * How every page-builder screen finds what it works on: the brand among the member's own (as the
 * brand home does: another member's brand, or none, is a 404) and the page of that brand by name
 * (the platform's 404 for another brand's or no such page stays a 404).
 */
import { data } from "react-router";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import { ownedBrand } from "../owned-brand.server";
import { brandPageCalls } from "../brand-page-calls.server";

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function ownedPage(platform: PlatformCore, brandId: string, name: string) {
  const brand = await ownedBrand(platform, brandId);
  try {
    return { brand, page: await brandPageCalls(platform).get(brand.id, name) };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) notFound();
    throw error;
  }
}
