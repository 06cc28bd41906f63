import type { RouterContextProvider } from "react-router";
import { config } from "~/.server/config";
import type { PlatformCore } from "~/.server/platform";
import { platformFor } from "~/.server/platform/connection";
import { sessionFrom } from "~/.server/session/session";
import { notificationCalls } from "./notification-calls.server";

/**
 * The header's unread count, read on the server with the page (no polling, no client code):
 * one smallest page of the list, whose `unread` counts every unread notification. Signed out,
 * or when the platform cannot answer, the header shows no count rather than failing the page.
 * It never refreshes the tokens: the root loader runs beside the page's loaders, whose client
 * may be refreshing them (a refresh token presented twice ends the session). With an expired
 * access token the count is left out until the page's own calls have refreshed it.
 * It waits at most UNREAD_COUNT_TIMEOUT_MS: every signed-in page asks for it, also pages that
 * need nothing else from the platform, which a hanging platform must not hold back for
 * PLATFORM_TIMEOUT_MS twice (a GET is retried). The call left behind settles on its own.
 */
export function unreadNotificationCount(request: Request, context: Readonly<RouterContextProvider>): Promise<number | null> {
  // Asked once per request: by the middleware for a static page's members' copy (page-cache.ts),
  // then by the root loader, which gets the same answer.
  let count = asked.get(context);
  if (!count) asked.set(context, (count = askUnreadCount(request, context)));
  return count;
}

const asked = new WeakMap<Readonly<RouterContextProvider>, Promise<number | null>>();

async function askUnreadCount(request: Request, context: Readonly<RouterContextProvider>): Promise<number | null> {
  if (!sessionFrom(context).signedIn) return null;
  return unreadCountOf(platformFor(request, context, { refresh: false }));
}

/** The count as `platform`'s member has it, or null when the platform cannot answer within UNREAD_COUNT_TIMEOUT_MS. */
export async function unreadCountOf(platform: PlatformCore): Promise<number | null> {
  const count = notificationCalls(platform)
    .list({ perPage: 1 })
    .then(
      (page) => page.unread,
      () => null,
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), config.UNREAD_COUNT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([count, giveUp]);
  } finally {
    clearTimeout(timer);
  }
}
