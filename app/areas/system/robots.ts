import { publicOrigin } from "~/.server/http/public-origin";

/** GET /robots.txt: everything but the member area may be crawled; the sitemap's absolute address (the protocol asks for one). */
export function loader({ request }: { request: Request }) {
  const body = ["User-agent: *", "Allow: /", "Disallow: /dashboard", "", `Sitemap: ${publicOrigin(request)}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
