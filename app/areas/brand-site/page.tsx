import type { Route } from "./+types/page";
import { loadBrandPage } from "~/areas/brands/public-page.server";
import { platformFor } from "~/.server/platform/connection";
import { BrandPageScreen } from "~/areas/brands/brand-page-screen";
import { pageMeta } from "~/areas/shell/meta";
import { ownFramePage } from "~/areas/shell/static-page";
import { useProductName } from "~/areas/shell/product-name";

// No JavaScript: the blocks need none. Its HTML is kept at most a minute by the page cache. The
// brand's own frame: no site header or footer.
export const handle = ownFramePage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, `${loaderData.page?.title ?? loaderData.brand.name} · ${loaderData.brand.name}`, `${loaderData.brand.name} on the platform.`)
    : pageMeta(matches, "Page not found", "This page does not exist.");

/** /b/{username}/{page}: one of the brand's pages, from its blocks. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBrandPage(platformFor(request, context), params.username, params.page);
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  return <BrandPageScreen view={loaderData} productName={useProductName()} />;
}
