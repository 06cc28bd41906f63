/** Stripe's error shape (https://docs.stripe.com/api/errors): `{ error: { type, message, param?, code? } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: "invalid_request_error" | "api_error" | "idempotency_error",
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
  body() {
    return { error: { type: this.type, message: this.message, ...(this.param && { param: this.param }), ...(this.code && { code: this.code }) } };
  }
}

export const invalid = (message: string, param?: string, code?: string) => new StripeApiError(400, "invalid_request_error", message, param, code);
export const missing = (param: string) => invalid(`Missing required param: ${param}.`, param, "parameter_missing");
export const unknownParam = (param: string) => invalid(`Received unknown parameter: ${param}`, param, "parameter_unknown");
export const noSuch = (what: string, id: string, param = "id") => new StripeApiError(404, "invalid_request_error", `No such ${what}: '${id}'`, param, "resource_missing");

/** Refuses any key of `given` not in `allowed` (Stripe refuses unknown parameters), naming it as Stripe does (`a[b]`). */
export function onlyKnown(given: Record<string, unknown>, allowed: readonly string[], prefix = ""): void {
  for (const key of Object.keys(given)) {
    if (!allowed.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}
