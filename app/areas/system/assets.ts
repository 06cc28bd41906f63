import type { Route } from "./+types/assets";
import { assetResponse } from "~/.server/http/static-assets";

/** The build's hashed scripts and styles, precompressed (app/.server/static-assets.ts). */
export function loader({ params, request }: Route.LoaderArgs) {
  const response = assetResponse(params["*"] ?? "", request);
  if (response) return response;
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
