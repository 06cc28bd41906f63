import { describe, expect, it } from "vitest";
import { checkoutErrorMessage, createAccountErrorMessage } from "../../app/areas/account/account-failures.server";
import { isSessionGone, serverMessage } from "../../app/.server/auth/accounts";
import { PlatformError } from "../../app/.server/platform";

/*
 * The words a person sees when a platform call fails (platform-core §8), from real PlatformError
 * instances built the way the client builds them (app/.server/platform/core.ts): a failed
 * response carries its status, the body's message and code; a network failure or timeout carries
 * flags. A specific code (contract/error-codes.ts) decides; without one (a hosted platform that
 * sends none, or only a generic `conflict`, `invalid_request`…) the status and the text do.
 */

/** A failed response of POST /account/create. */
function refused(status: number, serverMessage?: string, code?: string): PlatformError {
  return PlatformError.of("Unable to create account", serverMessage ?? `status ${status}`, { status, code, serverMessage });
}

/** No response at all. */
function unreachable(kind: "network" | "timeout" = "network"): PlatformError {
  return PlatformError.of("Unable to create account", kind === "timeout" ? "timed out after 10000 ms" : "fetch failed", {
    isNetworkError: kind === "network",
    isTimeout: kind === "timeout",
    cause: new TypeError("fetch failed"),
  });
}

const NETWORK = "Network error — please check your internet connection and try again.";
const EXISTS = "An account with that email already exists. Try signing in or use password recovery.";
const TOO_MANY = "Too many attempts. Please wait a moment and try again.";
const PASSWORD = "Password does not meet requirements. Use at least 8 characters, including numbers and symbols.";
const EMAIL = "Please enter a valid email address.";
const SERVER = "Server error while creating account. Please try again later.";
const FALLBACK = "Account creation failed. Please try again.";

describe("create account error catalogue (platform-core §8), in its order", () => {
  it("1. a network failure or timeout", () => {
    expect(createAccountErrorMessage(unreachable())).toBe(NETWORK);
    expect(createAccountErrorMessage(unreachable("timeout"))).toBe(NETWORK);
  });

  it("2. status 409, or a message with 'already' and 'email' (any case, any status)", () => {
    expect(createAccountErrorMessage(refused(409, "An account with this email already exists.", "conflict"))).toBe(EXISTS);
    expect(createAccountErrorMessage(refused(409))).toBe(EXISTS);
    expect(createAccountErrorMessage(refused(400, "Email ALREADY registered"))).toBe(EXISTS);
    // 'already' without 'email' is not this entry.
    expect(createAccountErrorMessage(refused(400, "You already have a pending sign-up"))).toBe("You already have a pending sign-up");
  });

  it("3. status 429, or a message saying 'rate limit'", () => {
    expect(createAccountErrorMessage(refused(429, "Rate limit reached: too many attempts. Please wait 60 minutes and try again.", "rate_limited"))).toBe(
      TOO_MANY,
    );
    expect(createAccountErrorMessage(refused(429))).toBe(TOO_MANY);
    expect(createAccountErrorMessage(refused(400, "Rate Limit exceeded"))).toBe(TOO_MANY);
  });

  it("4. a message about the password", () => {
    expect(
      createAccountErrorMessage(refused(400, "Password must be at least 8 characters and include at least one uppercase letter and one number.")),
    ).toBe(PASSWORD);
    expect(createAccountErrorMessage(refused(422, "password too weak"))).toBe(PASSWORD);
  });

  it("5. a message about an invalid email", () => {
    expect(createAccountErrorMessage(refused(400, "Invalid email address.", "invalid_request"))).toBe(EMAIL);
    expect(createAccountErrorMessage(refused(422, "email is not valid"))).toBe(EMAIL);
  });

  it("6. status 500 or above", () => {
    expect(createAccountErrorMessage(refused(500))).toBe(SERVER);
    expect(createAccountErrorMessage(refused(502, "Bad Gateway"))).toBe(SERVER);
    expect(createAccountErrorMessage(refused(503, "Service Unavailable"))).toBe(SERVER);
  });

  it("7. otherwise the server's message, else the fallback", () => {
    expect(createAccountErrorMessage(refused(400, "Postal code must be at most 10 characters."))).toBe("Postal code must be at most 10 characters.");
    expect(createAccountErrorMessage(refused(400))).toBe(FALLBACK);
    expect(createAccountErrorMessage(refused(400, ""))).toBe(FALLBACK);
    expect(createAccountErrorMessage(new TypeError("Cannot read properties of undefined"))).toBe(FALLBACK);
    expect(createAccountErrorMessage("boom")).toBe(FALLBACK);
  });

  it("an earlier entry wins over a later one", () => {
    // 409 before 'rate limit'; 'already'+'email' before 429.
    expect(createAccountErrorMessage(refused(409, "rate limit"))).toBe(EXISTS);
    expect(createAccountErrorMessage(refused(429, "email already taken"))).toBe(EXISTS);
    // 429 / 'rate limit' before the password.
    expect(createAccountErrorMessage(refused(429, "Too many password attempts"))).toBe(TOO_MANY);
    expect(createAccountErrorMessage(refused(400, "rate limit on password checks"))).toBe(TOO_MANY);
    // The password before the email.
    expect(createAccountErrorMessage(refused(400, "Invalid email or password"))).toBe(PASSWORD);
    // The messages before the status 5xx.
    expect(createAccountErrorMessage(refused(500, "Invalid email address."))).toBe(EMAIL);
    expect(createAccountErrorMessage(refused(503, "password hashing unavailable"))).toBe(PASSWORD);
    // 5xx before the server's own text.
    expect(createAccountErrorMessage(refused(500, "relation \"users\" does not exist"))).toBe(SERVER);
  });
});

describe("create account errors by their code first", () => {
  it("each specific code gets its catalogue entry, whatever the status and the text say", () => {
    // Each text would lead the fallback to another entry: only the code can give these answers.
    expect(createAccountErrorMessage(refused(400, "Rate limit on password checks", "email_taken"))).toBe(EXISTS);
    expect(createAccountErrorMessage(refused(400, "Invalid email or password", "rate_limited"))).toBe(TOO_MANY);
    expect(createAccountErrorMessage(refused(400, "That email is not valid", "weak_password"))).toBe(PASSWORD);
    expect(createAccountErrorMessage(refused(409, "This email address cannot be used", "invalid_email"))).toBe(EMAIL);
    expect(createAccountErrorMessage(refused(400, "Something about an email address", "internal_error"))).toBe(SERVER);
  });

  it("a specific code with no entry of its own gets the server's message (or the fallback), never a guess from the text", () => {
    expect(createAccountErrorMessage(refused(413, "Body is larger than 65536 bytes", "payload_too_large"))).toBe("Body is larger than 65536 bytes");
    expect(createAccountErrorMessage(refused(400, "The password field is odd", "not_found"))).toBe("The password field is odd");
    expect(createAccountErrorMessage(refused(413, undefined, "payload_too_large"))).toBe(FALLBACK);
    expect(createAccountErrorMessage(refused(503, "email service down", "unavailable"))).toBe(SERVER);
  });

  it("the same failures without a code, or with a generic one, are told by status and text", () => {
    expect(createAccountErrorMessage(refused(409, "An account with this email already exists."))).toBe(EXISTS);
    expect(createAccountErrorMessage(refused(409, "An account with this email already exists.", "conflict"))).toBe(EXISTS);
    expect(createAccountErrorMessage(refused(400, "Password must be at least 8 characters", "invalid_request"))).toBe(PASSWORD);
    expect(createAccountErrorMessage(refused(400, "Invalid email address."))).toBe(EMAIL);
    expect(createAccountErrorMessage(refused(500))).toBe(SERVER);
  });
});

describe("checkout errors (platform-core §8)", () => {
  const checkout = (status: number, message?: string, code?: string) =>
    PlatformError.of("Unable to start checkout", message ?? `status ${status}`, { status, serverMessage: message, code });

  it("by code first: checkout_unsupported and internal_error, whatever the status", () => {
    expect(checkoutErrorMessage(checkout(400, "No hosted checkout for this plan", "checkout_unsupported"))).toBe("Selected membership does not support checkout.");
    expect(checkoutErrorMessage(checkout(404, "Something broke", "internal_error"))).toBe("Unable to start checkout. Please try again.");
    // A specific code that is not about checkout support: a 409 says nothing more then.
    expect(checkoutErrorMessage(checkout(409, "Too many attempts", "rate_limited"))).toBe("Checkout failed. Please try again.");
    // A generic code is read by status, as no code at all.
    expect(checkoutErrorMessage(checkout(409, "Hosted checkout is available in the demo environment only.", "conflict"))).toBe(
      "Selected membership does not support checkout.",
    );
  });

  it("'Unable to start checkout. Please try again.' when the platform is unreachable or failing", () => {
    expect(checkoutErrorMessage(unreachable())).toBe("Unable to start checkout. Please try again.");
    expect(checkoutErrorMessage(unreachable("timeout"))).toBe("Unable to start checkout. Please try again.");
    expect(checkoutErrorMessage(checkout(500))).toBe("Unable to start checkout. Please try again.");
    expect(checkoutErrorMessage(checkout(503))).toBe("Unable to start checkout. Please try again.");
  });

  it("'Selected membership does not support checkout.' when the platform says the plan has none (409, 422, 501)", () => {
    expect(checkoutErrorMessage(checkout(409, "Hosted checkout is available in the demo environment only."))).toBe("Selected membership does not support checkout.");
    expect(checkoutErrorMessage(checkout(422))).toBe("Selected membership does not support checkout.");
    expect(checkoutErrorMessage(checkout(501, "Not Implemented"))).toBe("Selected membership does not support checkout.");
  });

  it("'Checkout failed. Please try again.' otherwise", () => {
    expect(checkoutErrorMessage(checkout(400, "Bad request"))).toBe("Checkout failed. Please try again.");
    expect(checkoutErrorMessage(checkout(404, "No such plan"))).toBe("Checkout failed. Please try again.");
    expect(checkoutErrorMessage(new Error("boom"))).toBe("Checkout failed. Please try again.");
  });
});

describe("serverMessage: the platform's own words for a 4xx, else the caller's fallback", () => {
  const login = (status: number | undefined, message?: string) => PlatformError.of("Unable to log in", message ?? `status ${status}`, { status, serverMessage: message });

  it("shows the platform's text for a refused request (sign in shows the failed login's text)", () => {
    expect(serverMessage(login(401, "Incorrect email or password."), "Login failed")).toBe("Incorrect email or password.");
    expect(serverMessage(login(429, "Rate limit reached: too many attempts. Please wait 15 minutes and try again."), "Login failed")).toBe(
      "Rate limit reached: too many attempts. Please wait 15 minutes and try again.",
    );
  });

  it("never shows a 5xx body, a network failure, an empty message or a non-platform error", () => {
    expect(serverMessage(login(500, "TypeError: cannot read 'x' of undefined at /srv/app.js:12"), "Login failed")).toBe("Login failed");
    expect(serverMessage(login(503, "Service Unavailable"), "Login failed")).toBe("Login failed");
    expect(serverMessage(unreachable(), "Login failed")).toBe("Login failed");
    expect(serverMessage(login(401), "Login failed")).toBe("Login failed");
    expect(serverMessage(login(401, ""), "Login failed")).toBe("Login failed");
    expect(serverMessage(new PlatformError("No access token"), "Login failed")).toBe("Login failed");
    expect(serverMessage(new Error("Incorrect email or password."), "Login failed")).toBe("Login failed");
  });
});

describe("isSessionGone: the platform no longer takes the session's tokens", () => {
  const call = (status: number | undefined, code?: string, prefix = "Unable to get profile") =>
    PlatformError.of(prefix, `status ${status}`, { status, code, serverMessage: "This session has ended. Please sign in again." });

  it("by code: session_ended is, any other specific code is not (whatever the status)", () => {
    expect(isSessionGone(call(401, "session_ended"))).toBe(true);
    expect(isSessionGone(call(400, "session_ended", "Unable to refresh tokens"))).toBe(true);
    expect(isSessionGone(call(401, "invalid_credentials"))).toBe(false);
    expect(isSessionGone(call(401, "not_verified"))).toBe(false);
    expect(isSessionGone(call(500, "internal_error", "Unable to refresh tokens"))).toBe(false);
  });

  it("without a specific code: a 401, a refused refresh or no token at all", () => {
    expect(isSessionGone(call(401))).toBe(true);
    expect(isSessionGone(call(401, "unauthorized"))).toBe(true);
    expect(isSessionGone(call(400, undefined, "Unable to refresh tokens"))).toBe(true);
    expect(isSessionGone(new PlatformError("No access token"))).toBe(true);
    expect(isSessionGone(call(403, "forbidden"))).toBe(false);
    expect(isSessionGone(call(500))).toBe(false);
    expect(isSessionGone(unreachable())).toBe(false);
    expect(isSessionGone(new Error("No access token"))).toBe(false);
  });
});
