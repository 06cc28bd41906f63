import { data, redirect } from "react-router";
import type { Route } from "./+types/share";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { visitorOf } from "~/.server/auth/visitor";
import { failureStatus, logFailure } from "~/.server/forms/platform-failures";
import { experienceCalls } from "./experience-calls.server";

/*
 * POST /experiences/:id/share: counts a share and answers the link. Without JavaScript the
 * experience page shows the link to copy (`?shared=`); the page's script (`js=1`) gets it as data
 * and opens the device's share sheet or copies it.
 */

export const loader = ({ params }: Route.LoaderArgs) => redirect(`/experiences/${encodeURIComponent(params.id)}`);

export async function action({ request, context, params }: Route.ActionArgs) {
  const page = `/experiences/${encodeURIComponent(params.id)}`;
  const form = (await readBoundedFormData(request)) ?? new FormData();
  const visitor = await visitorOf(request, context);
  try {
    const shared = await experienceCalls(visitor.platform).share(params.id);
    // The platform's link names the experience; the one people open is this site's page.
    const url = new URL(page, new URL(request.url).origin).href;
    if (form.get("js") === "1") return { url, shares: shared.shares };
    throw redirect(`${page}?${new URLSearchParams({ shared: url })}#like`);
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure(error);
    if (form.get("js") === "1") return data({ error: "Sharing is not available just now." }, { status: failureStatus(error) });
    throw redirect(`${page}#like`);
  }
}
