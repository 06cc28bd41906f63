import type { Route } from "./+types/places";
import { visitorOf } from "~/.server/auth/visitor";
import { log } from "~/.server/http/log";
import { nearSuggestions } from "./near.server";

/*
 * GET /experiences/places?q=portl: the search form's "Near" suggestions (JSON: string[]), from the
 * platform's place search. The same for everyone, so browsers may keep an answer a while.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("q") ?? "";
  const { platform } = await visitorOf(request, context);
  try {
    return Response.json(await nearSuggestions(platform, typed), { headers: { "Cache-Control": "public, max-age=3600" } });
  } catch (error) {
    log.error({ err: error }, "Place suggestions failed");
    // No suggestions now; the form still finds a typed place when it is sent.
    return Response.json([], { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
