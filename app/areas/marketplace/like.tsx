import { data, redirect } from "react-router";
import type { Route } from "./+types/like";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { visitorOf } from "~/.server/auth/visitor";
import { failureStatus, logFailure } from "~/.server/forms/platform-failures";
import { experienceCalls } from "./experience-calls.server";

/*
 * POST /experiences/:id/like: `liked=1` likes, `liked=0` unlikes. A signed-out visitor signs in
 * first and comes back to the experience. Without JavaScript the answer is the experience page
 * again; the page's script (`js=1`) gets the new count instead.
 */

export const loader = ({ params }: Route.LoaderArgs) => redirect(`/experiences/${encodeURIComponent(params.id)}`);

export async function action({ request, context, params }: Route.ActionArgs) {
  const back = `/experiences/${encodeURIComponent(params.id)}#like`;
  const form = (await readBoundedFormData(request)) ?? new FormData();
  const visitor = await visitorOf(request, context);
  if (!visitor.user) throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: back })}`);
  try {
    const experience = form.get("liked") === "0" ? await experienceCalls(visitor.platform).unlike(params.id) : await experienceCalls(visitor.platform).like(params.id);
    if (form.get("js") === "1") return { likes: experience.likes, liked: experience.liked };
  } catch (error) {
    logFailure(error);
    if (form.get("js") === "1") return data({ error: "Your like could not be saved. Please try again." }, { status: failureStatus(error) });
  }
  throw redirect(back);
}
