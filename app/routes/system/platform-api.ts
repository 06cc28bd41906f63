import type { Route } from "./+types/platform-api";
import { config } from "~/.server/config";
import { embeddedPlatform } from "~/.server/platform/connection";

/**
 * The embedded platform, reachable over HTTP at /platform-api/* — for the browser (the demo
 * checkout page, stored files) and for SDKs using sandbox credentials. The platform checks
 * the API credentials itself. With a hosted platform (PLATFORM_API_URL) nothing is mounted.
 */
async function forward(request: Request, splat: string | undefined): Promise<Response> {
  if (config.PLATFORM_API_URL) return new Response("Not found", { status: 404 });
  const platform = await embeddedPlatform();
  const search = new URL(request.url).search;
  const target = new URL(`/${splat ?? ""}${search}`, "http://embedded-platform.internal");
  const headers = new Headers(request.headers);
  headers.delete("cookie"); // the site's session is none of the platform's business
  headers.delete("x-client-address"); // only the site says who the client is (rate limits)
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: request.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = request.body;
    init.duplex = "half";
  }
  const response = await platform.fetch(new Request(target, init));
  // Copy into a fresh Response so the middleware can add its headers.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
}

export function loader({ request, params }: Route.LoaderArgs) {
  return forward(request, params["*"]);
}

export function action({ request, params }: Route.ActionArgs) {
  return forward(request, params["*"]);
}
