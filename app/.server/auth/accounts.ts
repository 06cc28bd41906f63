import { createCookie, redirect, type RouterContextProvider } from "react-router";
import { ERROR_CODES } from "#contract/error-codes";
import { config } from "~/.server/config";
import { secureFor } from "~/.server/session/secure-cookies";
import { specificCode } from "~/.server/forms/platform-failures";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import { platformFor } from "~/.server/platform/connection";
import { sessionFrom } from "../session/session";
import { readOwnProfile, type User } from "./own-profile";

/**
 * An email carried from one account page to the next. The spec passes such things in navigation
 * state, which does not exist without JavaScript, and an email must not be in the URL: a signed,
 * httpOnly cookie that lives 30 minutes and holds only the email (never a password), and for a
 * sign-up the platform's token that binds its code to this browser.
 */
function emailCookie(name: string) {
  const cookie = createCookie(name, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 30 * 60, secrets: config.sessionSecrets });
  return {
    async of(request: Request): Promise<string | null> {
      const value: unknown = await cookie.parse(request.headers.get("Cookie"));
      return typeof value === "string" && value ? value : null;
    },
    /** The Set-Cookie that keeps `email`, or forgets it when null. */
    remember(request: Request, email: string | null): Promise<string> {
      const secure = secureFor(request);
      return email ? cookie.serialize(email, { secure }) : cookie.serialize("", { maxAge: 0, secure });
    },
  };
}

/** The email waiting for its code, between /create-account and /verify-account. */
const pendingVerification = emailCookie("__verify");
/** The email a password reset code was sent to, between the two steps of "Forgot password". */
const resetEmail = emailCookie("__reset");
/** An email just verified on a platform that does not sign in with the code: fills in the sign-in form. */
const verifiedEmail = emailCookie("__verified");

export const resetEmailOf = resetEmail.of;
export const rememberResetEmail = resetEmail.remember;

/** The sign-up waiting for its code: its email, and the platform's token for it when it gave one. */
export type PendingSignUp = { email: string; signup?: string };

export async function pendingSignUpOf(request: Request): Promise<PendingSignUp | null> {
  const value = await pendingVerification.of(request);
  if (!value) return null;
  const [email = "", signup] = value.split("\n");
  return email ? { email, signup: signup || undefined } : null;
}

export async function pendingEmailOf(request: Request): Promise<string | null> {
  return (await pendingSignUpOf(request))?.email ?? null;
}

export function rememberPendingSignUp(request: Request, { email, signup }: PendingSignUp): Promise<string> {
  return pendingVerification.remember(request, signup ? `${email}\n${signup}` : email);
}

export function forgetPendingEmail(request: Request): Promise<string> {
  return pendingVerification.remember(request, null);
}

export const verifiedEmailOf = verifiedEmail.of;
export const rememberVerifiedEmail = verifiedEmail.remember;


/** "/sign-in?redirectTo=<this page>" */
export function signInUrlFor(request: Request): string {
  const url = new URL(request.url);
  return `/sign-in?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`;
}

/**
 * The signed-in person's client and profile, or a redirect to sign-in that comes back here.
 * A session the platform no longer accepts (logged out elsewhere, refresh refused) is cleared.
 */
export async function requireMember(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ platform: PlatformCore; user: User }> {
  const session = sessionFrom(context);
  if (!session.signedIn) throw redirect(signInUrlFor(request));
  const platform = platformFor(request, context);
  try {
    return { platform, user: await readOwnProfile(platform) };
  } catch (error) {
    if (isSessionGone(error)) {
      session.destroy();
      throw redirect(signInUrlFor(request));
    }
    throw error;
  }
}

/**
 * The platform no longer accepts the session's tokens: its code says `session_ended`; from a
 * platform without specific codes, a 401, a refused refresh or no token at all.
 */
export function isSessionGone(error: unknown): boolean {
  if (!(error instanceof PlatformError)) return false;
  const code = specificCode(error);
  if (code) return code === ERROR_CODES.sessionEnded;
  return error.status === 401 || error.message.startsWith("Unable to refresh tokens") || error.message === "No access token";
}

/** The platform's own words for a failure, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof PlatformError && !error.isNetworkError && error.serverMessage && (error.status ?? 500) < 500) return error.serverMessage;
  return fallback;
}
