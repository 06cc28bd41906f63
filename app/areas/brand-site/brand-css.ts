import type { Route } from "./+types/brand-css";
import { platformFor } from "~/.server/platform/connection";
import { brandCalls } from "~/areas/brands/brand-calls.server";
import { brandColoursOf } from "~/areas/brands/public-page.server";
import { brandStylesheet } from "~/areas/brands/brand-colours";

/**
 * /b/{username}/brand.css: the brand's colours as custom properties. A stylesheet of the site's own
 * origin, because the pages' policy allows no inline style; kept a minute, as the pages are.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const brand = (await brandCalls(platformFor(request, context)).list({ global: true })).find((b) => b.username === params.username.toLowerCase());
  if (!brand) return new Response("/* no such brand */", { status: 404, headers: { "Content-Type": "text/css; charset=utf-8" } });
  return new Response(brandStylesheet(brandColoursOf(brand)), {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
