import { data } from "react-router";
import type { Route } from "./+types/calendar";
import { CALENDAR_CONTENT_TYPE, calendarFileName } from "#contract/calendar";
import { purchaseCalendar } from "./calendar.server";
import { config } from "~/.server/config";
import { PlatformError } from "~/.server/platform";
import { requireMember } from "~/.server/auth/accounts";
import { purchaseCalls } from "./purchase-calls.server";

/** /purchases/:id/calendar.ics: "Add to calendar" for one of the member's purchases. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { platform } = await requireMember(request, context);
  const purchase = await purchaseCalls(platform).get(params.id).catch((error: unknown) => {
    if (error instanceof PlatformError && error.status === 404) throw data("Not found", { status: 404 });
    throw error;
  });
  const page = new URL(`/purchases/${encodeURIComponent(purchase.id)}`, config.SITE_URL ?? new URL(request.url).origin).href;
  return new Response(purchaseCalendar(purchase, page, config.PRODUCT_NAME), {
    headers: {
      "Content-Type": CALENDAR_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${calendarFileName(purchase.experience.name)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
