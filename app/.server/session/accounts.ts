import { createCookie, redirect, type RouterContextProvider } from "react-router";
import { config } from "~/.server/config";
import { PlatformError, type PlatformClient, type User } from "~/.server/platform";
import { platformFor } from "~/.server/platform/connection";
import { sessionFrom } from "./session";

/**
 * The email waiting for its code between /create-account and /verify-account. The spec passes it
 * in navigation state, which does not exist without JavaScript, and it must not be in the URL:
 * a signed, httpOnly cookie that lives 30 minutes and holds only the email (never the password).
 */
const pendingVerification = createCookie("__verify", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 30 * 60,
  secrets: config.sessionSecrets,
});

/** The email a password reset code was sent to, between the two steps of "Forgot password". */
const resetEmail = createCookie("__reset", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 30 * 60,
  secrets: config.sessionSecrets,
});

export async function resetEmailOf(request: Request): Promise<string | null> {
  const value: unknown = await resetEmail.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

export function rememberResetEmail(request: Request, email: string | null): Promise<string> {
  const secure = secureFor(request);
  return email ? resetEmail.serialize(email, { secure }) : resetEmail.serialize("", { maxAge: 0, secure });
}

export async function pendingEmailOf(request: Request): Promise<string | null> {
  const value: unknown = await pendingVerification.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

export function rememberPendingEmail(request: Request, email: string): Promise<string> {
  return pendingVerification.serialize(email, { secure: secureFor(request) });
}

export function forgetPendingEmail(request: Request): Promise<string> {
  return pendingVerification.serialize("", { maxAge: 0, secure: secureFor(request) });
}

/** As the session cookie: Secure in production, except on loopback over plain HTTP. */
function secureFor(request: Request): boolean {
  const url = new URL(request.url);
  if (url.protocol === "https:") return true;
  return config.NODE_ENV === "production" && !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

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
): Promise<{ platform: PlatformClient; user: User }> {
  const session = sessionFrom(context);
  if (!session.signedIn) throw redirect(signInUrlFor(request));
  const platform = platformFor(request, context);
  try {
    return { platform, user: await platform.profile.me() };
  } catch (error) {
    if (isSessionGone(error)) {
      session.destroy();
      throw redirect(signInUrlFor(request));
    }
    throw error;
  }
}

/** The platform refused the session's tokens (401), or the refresh failed. */
export function isSessionGone(error: unknown): boolean {
  return error instanceof PlatformError && (error.status === 401 || error.message.startsWith("Unable to refresh tokens") || error.message === "No access token");
}

/** The platform's own words for a failure, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof PlatformError && !error.isNetworkError && error.serverMessage && (error.status ?? 500) < 500) return error.serverMessage;
  return fallback;
}

/** Spec platform-core §8, "Create account", in its order. */
export function createAccountErrorMessage(error: unknown): string {
  if (!(error instanceof PlatformError)) return "Account creation failed. Please try again.";
  if (error.isNetworkError) return "Network error — please check your internet connection and try again.";
  const message = (error.serverMessage ?? "").toLowerCase();
  if (error.status === 409 || (message.includes("already") && message.includes("email"))) {
    return "An account with that email already exists. Try signing in or use password recovery.";
  }
  if (error.status === 429 || message.includes("rate limit")) return "Too many attempts. Please wait a moment and try again.";
  if (message.includes("password")) {
    return "Password does not meet requirements. Use at least 8 characters, including numbers and symbols.";
  }
  if (message.includes("email") && (message.includes("invalid") || message.includes("valid"))) return "Please enter a valid email address.";
  if ((error.status ?? 0) >= 500) return "Server error while creating account. Please try again later.";
  return error.serverMessage || "Account creation failed. Please try again.";
}

/** Spec platform-core §8, "Checkout". */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof PlatformError) {
    // 501 (Not Implemented) first: it says "no checkout for this plan", not "try again".
    if (error.status === 409 || error.status === 422 || error.status === 501) return "Selected membership does not support checkout.";
    if (error.isNetworkError || (error.status ?? 0) >= 500) return "Unable to start checkout. Please try again.";
  }
  return "Checkout failed. Please try again.";
}
