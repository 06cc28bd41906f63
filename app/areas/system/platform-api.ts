import type { RouterContextProvider } from "react-router";
import type { Route } from "./+types/platform-api";
import { config } from "~/.server/config";
import { requestIdContext } from "~/.server/http/context";
import { REQUEST_ID_HEADER } from "#contract/request-id";
import { clientAddressOf, embeddedPlatform } from "~/.server/platform/connection";

/**
 * The embedded platform, reachable over HTTP at /platform-api/* — for the browser (the demo
 * checkout page, stored files) and for SDKs using sandbox credentials. The platform checks
 * the API credentials itself, and what each may read of the demo outbox: with the site's own
 * credential (public in demo mode) only what a sign-up token or a session binds, wherever the
 * request comes from (platform/modules/dev/routes.ts). With a hosted platform (PLATFORM_API_URL)
 * nothing is mounted.
 */
async function forward(request: Request, context: Readonly<RouterContextProvider>, splat: string | undefined): Promise<Response> {
  if (config.PLATFORM_API_URL) return notFound();
  const platform = await embeddedPlatform();
  const search = new URL(request.url).search;
  const target = new URL(`/${splat ?? ""}${search}`, "http://embedded-platform.internal");
  const headers = new Headers(request.headers);
  headers.delete("cookie"); // the site's session is none of the platform's business
  // Only the site says who the client is: not a header the caller wrote, but the address it came
  // from, passed beside the request as a server passes its socket's (per-address rate limits).
  headers.delete("x-client-address");
  // The site's id of this request (the browser's own, when usable, is the same: observability/log.ts).
  headers.set(REQUEST_ID_HEADER, context.get(requestIdContext));
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: request.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = request.body;
    init.duplex = "half";
  }
  const response = await platform.fetch(new Request(target, init), { peerAddress: clientAddressOf(request, context) ?? null });
  // Copy into a fresh Response so the middleware can add its headers.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return forward(request, context, params["*"]);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return forward(request, context, params["*"]);
}
