import type { RouterContextProvider } from "react-router";
import type { PlatformCore } from "~/.server/platform";
import { isSessionGone } from "~/.server/auth/accounts";
import { sessionFrom } from "~/.server/session/session";
import { platformFor, timeZoneOf } from "~/.server/platform/connection";
import { readOwnProfile, type User } from "~/.server/auth/own-profile";

/** Who is looking at the marketplace: their client, their profile when signed in, and their time zone. */
export type Visitor = {
  platform: PlatformCore;
  user: User | null;
  /** Holds an active membership: pays member prices. */
  isMember: boolean;
  timeZone: string;
};

/**
 * The visitor of a marketplace page. Signed out (or with a session the platform no longer
 * accepts) they still browse; only booking, liking and tickets ask them to sign in.
 */
export async function visitorOf(request: Request, context: Readonly<RouterContextProvider>): Promise<Visitor> {
  const platform = platformFor(request, context);
  const session = sessionFrom(context);
  let user: User | null = null;
  if (session.signedIn) {
    try {
      user = await readOwnProfile(platform);
    } catch (error) {
      if (!isSessionGone(error)) throw error;
      session.destroy();
      // Browse on without the dead tokens, which would fail the public calls too.
      platform.setTokens(null);
    }
  }
  return { platform, user, isMember: (user?.subscriptionPlans?.length ?? 0) > 0, timeZone: timeZoneOf(request) };
}
