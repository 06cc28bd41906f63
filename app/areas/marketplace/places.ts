import type { Route } from "./+types/places";
import { visitorOf } from "~/.server/auth/visitor";
import { nearSuggestionsAnswer } from "./near.server";

/* GET /experiences/places?q=portl: the search form's "Near" suggestions, from the platform's place search. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("q") ?? "";
  const { platform } = await visitorOf(request, context);
  return nearSuggestionsAnswer(platform, typed);
}
