import type { Route } from "./+types/home";
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
    ? pageMeta(matches, loaderData.brand.name, loaderData.brand.description ?? `${loaderData.brand.name}'s pages.`)
    : pageMeta(matches, "Brand not found", "This brand does not exist.");

/** /b/{username}: the brand's page named "home", else a list of its pages. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBrandPage(platformFor(request, context), params.username, null);
}

export default function BrandHome({ loaderData }: Route.ComponentProps) {
  return <BrandPageScreen view={loaderData} productName={useProductName()} />;
}
