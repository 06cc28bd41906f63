import type { Route } from "./+types/month-slots";
import { visitorOf } from "~/.server/auth/visitor";
import { logFailure } from "~/.server/forms/platform-failures";
import { PlatformError } from "~/.server/platform";
import { MONTH, monthSlots } from "./booking.server";
import { experienceCalls } from "./experience-calls.server";

/*
 * GET /experiences/:id/slots?month=2026-12: one month of the booking panel's month view (JSON:
 * MonthSlots, written for people on the server like the rest of the panel). Places left change
 * and the times are in the visitor's zone too, so nothing keeps it.
 */
const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const month = new URL(request.url).searchParams.get("month") ?? "";
  if (!MONTH.test(month)) return Response.json({ error: "Choose a month written YYYY-MM." }, { status: 400, headers });
  const visitor = await visitorOf(request, context);
  try {
    const experience = await experienceCalls(visitor.platform).byId(params.id);
    return Response.json(await monthSlots(experience, visitor, new Date(), month), { headers });
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 400)) return Response.json({ error: "This experience does not exist." }, { status: 404, headers });
    logFailure(error);
    return Response.json({ error: "Unable to load these dates. Please try again." }, { status: 503, headers });
  }
}
