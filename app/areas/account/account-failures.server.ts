import { ERROR_CODES, type ErrorCode } from "#contract/error-codes";
import { FAILURES } from "./account-forms";
import { PlatformError } from "~/.server/platform";
import { specificCode } from "~/.server/forms/platform-failures";

/*
 * The words of a failed account call (spec platform-core §8), mapped from the error's `code`
 * (contract/error-codes.ts). A hosted platform that sends no code, or only a generic one, is
 * answered by the catalogue's own rules on the status and the message text instead.
 */

const CREATE_ACCOUNT = FAILURES.createAccount;

const CREATE_ACCOUNT_BY_CODE: Partial<Record<ErrorCode, string>> = {
  [ERROR_CODES.emailTaken]: CREATE_ACCOUNT.emailTaken,
  [ERROR_CODES.rateLimited]: CREATE_ACCOUNT.rateLimited,
  [ERROR_CODES.weakPassword]: CREATE_ACCOUNT.password,
  [ERROR_CODES.invalidEmail]: CREATE_ACCOUNT.email,
  [ERROR_CODES.internalError]: CREATE_ACCOUNT.server,
};

/** Spec platform-core §8, "Create account": by code, else by the catalogue's status and text rules in its order. */
export function createAccountErrorMessage(error: unknown): string {
  if (!(error instanceof PlatformError)) return CREATE_ACCOUNT.fallback;
  if (error.isNetworkError) return CREATE_ACCOUNT.network;
  const code = specificCode(error);
  if (code) return CREATE_ACCOUNT_BY_CODE[code] ?? otherwise(error);
  const message = (error.serverMessage ?? "").toLowerCase();
  if (error.status === 409 || (message.includes("already") && message.includes("email"))) return CREATE_ACCOUNT.emailTaken;
  if (error.status === 429 || message.includes("rate limit")) return CREATE_ACCOUNT.rateLimited;
  if (message.includes("password")) return CREATE_ACCOUNT.password;
  if (message.includes("email") && (message.includes("invalid") || message.includes("valid"))) return CREATE_ACCOUNT.email;
  return otherwise(error);
}

/** The catalogue's last entries: status 500 or above, otherwise the server's message, else the fallback. */
function otherwise(error: PlatformError): string {
  if ((error.status ?? 0) >= 500) return CREATE_ACCOUNT.server;
  return error.serverMessage || CREATE_ACCOUNT.fallback;
}

const CHECKOUT = FAILURES.checkout;

/** Spec platform-core §8, "Checkout": by code, else by status. */
export function checkoutErrorMessage(error: unknown): string {
  if (!(error instanceof PlatformError)) return CHECKOUT.failed;
  if (error.isNetworkError) return CHECKOUT.unavailable;
  const code = specificCode(error);
  if (code === ERROR_CODES.checkoutUnsupported) return CHECKOUT.unsupported;
  if (code === ERROR_CODES.internalError) return CHECKOUT.unavailable;
  // 501 (Not Implemented) before the other 5xx: it says "no checkout for this plan", not "try again".
  if (!code && (error.status === 409 || error.status === 422 || error.status === 501)) return CHECKOUT.unsupported;
  if ((error.status ?? 0) >= 500) return CHECKOUT.unavailable;
  return CHECKOUT.failed;
}
