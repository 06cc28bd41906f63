import type { RouterContextProvider } from "react-router";
import { platformFor } from "~/.server/platform/connection";
import { sessionFrom } from "~/.server/session/session";

/**
 * The header's unread count, read on the server with the page (no polling, no client code):
 * one smallest page of the list, whose `unread` counts every unread notification. Signed out,
 * or when the platform cannot answer, the header shows no count rather than failing the page.
 * It never refreshes the tokens: the root loader runs beside the page's loaders, whose client
 * may be refreshing them (a refresh token presented twice ends the session). With an expired
 * access token the count is left out until the page's own calls have refreshed it.
 */
export async function unreadNotificationCount(request: Request, context: Readonly<RouterContextProvider>): Promise<number | null> {
  if (!sessionFrom(context).signedIn) return null;
  try {
    return (await platformFor(request, context, { refresh: false }).notifications.list({ perPage: 1 })).unread;
  } catch {
    return null;
  }
}
