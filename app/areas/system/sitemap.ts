import { embeddedOrRemotePlatform } from "~/.server/platform/connection";
import { log } from "~/.server/http/log";
import { publicOrigin } from "~/.server/http/public-origin";
import { sitemapXml } from "./sitemap.server";

/** Kept this long, here and by crawlers and proxies: new experiences appear within minutes. */
const FRESH_MS = 5 * 60_000;
let kept: { origin: string; xml: string; until: number } | null = null;

/** GET /sitemap.xml: the same for everyone, so the site's own credential reads it (no session). */
export async function loader({ request }: { request: Request }) {
  const origin = publicOrigin(request);
  const now = Date.now();
  try {
    if (!kept || kept.origin !== origin || kept.until <= now) kept = { origin, xml: await sitemapXml(embeddedOrRemotePlatform(), origin), until: now + FRESH_MS };
    return new Response(kept.xml, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": `public, max-age=${FRESH_MS / 1000}` },
    });
  } catch (error) {
    log.error(`Sitemap: the platform could not list the pages: ${error instanceof Error ? error.message : String(error)}`);
    return new Response("The sitemap is not available right now. Please try again in a few minutes.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
}
