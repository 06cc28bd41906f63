/**
 * Which payment provider takes the hosted checkouts' money (docs/payments.md): one rule for the
 * site's embedded platform and the standalone one, so an operator meets the same words whichever
 * process refuses. Each problem names its variable.
 *
 * - PAYMENT_PROVIDER=demo|stripe; unset: "stripe" when STRIPE_SECRET_KEY is set, else "demo".
 * - Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE (optional) is the
 *   origin of a Stripe-compatible API (tests); unset means Stripe itself.
 * - PLATFORM_ENV=production never uses "demo": without Stripe its checkouts refuse (409
 *   checkout_unsupported) and the start-up log says so. The sandbox always uses "demo" (platform/).
 */
export const PAYMENT_PROVIDER_NAMES = ["demo", "stripe"] as const;

export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase: string | null };

/** "none": production without Stripe, whose hosted checkouts refuse. */
export type PaymentSettings = { provider: "demo" } | { provider: "stripe"; stripe: StripeSettings } | { provider: "none" };

export type PaymentEnv = {
  PAYMENT_PROVIDER?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
};

export const PAYMENT_MESSAGES = {
  providerUnknown: 'PAYMENT_PROVIDER: must be "demo" or "stripe"',
  demoInProduction:
    "PAYMENT_PROVIDER: demo takes no money and is refused when PLATFORM_ENV=production; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or leave it unset (hosted checkouts then refuse)",
  secretKeyMissing: "STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe (sk_live_…, sk_test_… or a restricted rk_… key)",
  secretKeyShape: "STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_… key)",
  webhookSecretMissing: "STRIPE_WEBHOOK_SECRET: required with Stripe (whsec_…, the webhook endpoint's signing secret): without it no payment can be confirmed",
  webhookSecretShape: "STRIPE_WEBHOOK_SECRET: must be a webhook signing secret (whsec_…)",
  siteUrlMissing: "SITE_URL: required with Stripe and the embedded platform: Stripe sends the buyer back to absolute addresses of this site",
  publicUrlMissing: "PLATFORM_PUBLIC_URL: required with Stripe: Stripe sends the buyer back through this platform's absolute address",
  apiBaseInvalid: "STRIPE_API_BASE: must be an http(s) origin such as http://127.0.0.1:12111 (no path), or unset for Stripe itself",
  /** Said once at start (not a refusal): production without Stripe sells nothing. */
  productionWithoutStripe:
    "PLATFORM_ENV=production without Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): hosted checkouts of memberships and experiences answer 409 checkout_unsupported",
} as const;

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** A bare http(s) origin, or null. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
    return (url.protocol === "http:" || url.protocol === "https:") && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** The provider these variables choose, every problem with them, and what start-up should say. */
export function paymentSettings(
  env: PaymentEnv,
  platformEnv: "demo" | "production",
): { settings: PaymentSettings; problems: string[]; notice: string | null } {
  const problems: string[] = [];
  const asked = blank(env.PAYMENT_PROVIDER);
  const secretKey = blank(env.STRIPE_SECRET_KEY);
  const webhookSecret = blank(env.STRIPE_WEBHOOK_SECRET);
  const apiBaseValue = blank(env.STRIPE_API_BASE);
  if (asked !== undefined && !(PAYMENT_PROVIDER_NAMES as readonly string[]).includes(asked)) {
    return { settings: { provider: "none" }, problems: [PAYMENT_MESSAGES.providerUnknown], notice: null };
  }
  const chosen = (asked as "demo" | "stripe" | undefined) ?? (secretKey ? "stripe" : "demo");
  if (chosen === "demo") {
    if (platformEnv !== "production") return { settings: { provider: "demo" }, problems, notice: null };
    if (asked === "demo") problems.push(PAYMENT_MESSAGES.demoInProduction);
    return { settings: { provider: "none" }, problems, notice: PAYMENT_MESSAGES.productionWithoutStripe };
  }
  if (!secretKey) problems.push(PAYMENT_MESSAGES.secretKeyMissing);
  else if (!/^(sk|rk)_[A-Za-z0-9_]+$/.test(secretKey)) problems.push(PAYMENT_MESSAGES.secretKeyShape);
  if (!webhookSecret) problems.push(PAYMENT_MESSAGES.webhookSecretMissing);
  else if (!/^whsec_[A-Za-z0-9_+/=]+$/.test(webhookSecret)) problems.push(PAYMENT_MESSAGES.webhookSecretShape);
  const apiBase = apiBaseValue === undefined ? null : originOf(apiBaseValue);
  if (apiBaseValue !== undefined && apiBase === null) problems.push(PAYMENT_MESSAGES.apiBaseInvalid);
  if (problems.length > 0) return { settings: { provider: "none" }, problems, notice: null };
  return { settings: { provider: "stripe", stripe: { secretKey: secretKey!, webhookSecret: webhookSecret!, apiBase } }, problems, notice: null };
}

/**
 * Where a form's redirect goes to pay (CSP form-action): Stripe's hosted checkout pages, and its
 * hosted invoice pages (a past-due membership's "Pay now" goes to the invoice's
 * hosted_invoice_url); a Stripe-compatible API's own origin in tests.
 */
export function checkoutOriginsOf(settings: PaymentSettings): string[] {
  if (settings.provider !== "stripe") return [];
  return settings.stripe.apiBase ? [settings.stripe.apiBase] : ["https://checkout.stripe.com", "https://invoice.stripe.com"];
}
