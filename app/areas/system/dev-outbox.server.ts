import { data, type RouterContextProvider } from "react-router";
import { config } from "~/.server/config";
import { platformFor } from "~/.server/platform/connection";
import { isSessionGone, pendingSignUpOf } from "~/.server/auth/accounts";
import { sessionFrom } from "~/.server/session/session";
import { accountCalls, type OutboxMessage } from "~/areas/account/account-calls.server";

/**
 * The demo outbox's messages this visitor may read (the page and its attachments' downloads):
 * never in production (404), whatever the platform says. A visitor sees only what this browser
 * started: its sign-up's codes (bound to the platform's `signup` token in its signed cookie), and
 * its signed-in session's email change and the notices mailed to that member. Never a password
 * reset code, and never by address: "Forgot password" for someone else's email, or a proxy on this
 * host making every visitor look local, must open no account. Everything only with DEMO_OUTBOX=all.
 */
export async function readableOutbox(request: Request, context: Readonly<RouterContextProvider>): Promise<OutboxMessage[]> {
  if (config.PLATFORM_ENV === "production") throw data("Not found", { status: 404 });
  const platform = platformFor(request, context);
  if (config.DEMO_OUTBOX === "all") return accountCalls(platform).outbox("all");
  const pending = await pendingSignUpOf(request);
  const signUp = pending?.signup ? { email: pending.email, signup: pending.signup } : undefined;
  const session = sessionFrom(context).signedIn;
  if (!signUp && !session) return [];
  return accountCalls(platform)
    .outbox({ signUp, session })
    .catch((error: unknown) => {
      // A session the platform ended just binds nothing.
      if (session && isSessionGone(error)) return signUp ? accountCalls(platform).outbox({ signUp, session: false }) : [];
      throw error;
    });
}

/** The path of a kept message's attachment (./dev-outbox-attachment.ts). */
export const attachmentPath = (messageId: string, index: number) => `/dev/outbox/${encodeURIComponent(messageId)}/files/${index}`;
