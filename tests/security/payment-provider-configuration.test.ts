/**
 * Finding: production could only refuse to sell (no provider), and nothing said which provider
 * applies. The configuration rule (#contract/payments, docs/payments.md), the same for the site's
 * embedded platform and the standalone one: PAYMENT_PROVIDER=demo|stripe, defaulting to stripe
 * when STRIPE_SECRET_KEY is set; Stripe needs its webhook secret; STRIPE_API_BASE is an origin;
 * production never uses demo (checkouts refuse, said once at start); the sandbox always uses demo.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "~/.server/config";
import { paymentSettings, PAYMENT_MESSAGES } from "#contract/payments";
import { readServerConfig } from "../../platform/server-config";
import { formActionSources } from "~/.server/http/security";

const KEY = "sk_test_0123456789abcdef";
const WHSEC = "whsec_0123456789abcdef";
const PRODUCTION = {
  PLATFORM_ENV: "production",
  SESSION_SECRET: "a-session-secret-of-forty-characters-0123",
  PLATFORM_API_USERNAME: "site",
  PLATFORM_API_KEY: "a-production-api-key-0123456789",
  PLATFORM_JWT_SECRET: "a-token-secret-of-forty-characters-012345",
  SMTP_URL: "smtp://mailer:secret@mail.example.com:587",
};

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const site = (env: Record<string, string>) => {
  try {
    return loadConfig({ DATA_DIR: "memory", ...env });
  } catch (error) {
    return (error as Error).message;
  }
};
const standalone = (env: Record<string, string>) => {
  try {
    return readServerConfig({ DATA_DIR: "memory", ...env });
  } catch (error) {
    return (error as Error).message;
  }
};

describe("which payment provider applies", () => {
  it("demo by default; stripe when STRIPE_SECRET_KEY is set; PAYMENT_PROVIDER chooses", () => {
    expect(paymentSettings({}, "demo").settings).toEqual({ provider: "demo" });
    expect(paymentSettings({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC }, "demo").settings).toEqual({
      provider: "stripe",
      stripe: { secretKey: KEY, webhookSecret: WHSEC, apiBase: null },
    });
    expect(paymentSettings({ PAYMENT_PROVIDER: "demo", STRIPE_SECRET_KEY: KEY }, "demo").settings).toEqual({ provider: "demo" });
    expect(paymentSettings({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_BASE: "http://127.0.0.1:4242/" }, "demo").settings).toMatchObject({
      stripe: { apiBase: "http://127.0.0.1:4242" },
    });
  });

  it("names each variable that is wrong, in both processes", () => {
    const expected = [
      "Invalid configuration:",
      `  ${PAYMENT_MESSAGES.secretKeyMissing}`,
      `  ${PAYMENT_MESSAGES.webhookSecretMissing}`,
    ].join("\n");
    expect(site({ PAYMENT_PROVIDER: "stripe" })).toBe(expected);
    expect(standalone({ PAYMENT_PROVIDER: "stripe" })).toBe(expected);
    expect(site({ PAYMENT_PROVIDER: "paypal" })).toBe(`Invalid configuration:\n  ${PAYMENT_MESSAGES.providerUnknown}`);
    expect(site({ STRIPE_SECRET_KEY: "pk_live_public", STRIPE_WEBHOOK_SECRET: "secret" })).toBe(
      `Invalid configuration:\n  ${PAYMENT_MESSAGES.secretKeyShape}\n  ${PAYMENT_MESSAGES.webhookSecretShape}`,
    );
    expect(site({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_BASE: "ftp://x/y" })).toBe(`Invalid configuration:\n  ${PAYMENT_MESSAGES.apiBaseInvalid}`);
    // Stripe sends buyers back to absolute addresses: the site's, and the standalone platform's.
    expect(site({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC })).toBe(`Invalid configuration:\n  ${PAYMENT_MESSAGES.siteUrlMissing}`);
    expect(standalone({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC })).toBe(`Invalid configuration:\n  ${PAYMENT_MESSAGES.publicUrlMissing}`);
    // With a hosted platform the site runs none: the variables are that platform's.
    expect(site({ PLATFORM_API_URL: "https://api.example.com", PAYMENT_PROVIDER: "stripe" })).toMatchObject({ payments: { provider: "demo" } });
  });

  it("production never uses demo: without Stripe its checkouts refuse and start-up says so once; asking for demo is refused", () => {
    const config = site(PRODUCTION);
    expect(config).toMatchObject({ payments: { provider: "none" } });
    // Start-up's notices, which the site's logger writes once each (app/.server/http/log.ts).
    expect(typeof config === "string" ? config : config.notices.filter((w) => w === PAYMENT_MESSAGES.productionWithoutStripe)).toHaveLength(1);
    expect(standalone(PRODUCTION)).toMatchObject({ payments: { provider: "none" }, paymentNotice: PAYMENT_MESSAGES.productionWithoutStripe });
    expect(site({ ...PRODUCTION, PAYMENT_PROVIDER: "demo" })).toBe(`Invalid configuration:\n  ${PAYMENT_MESSAGES.demoInProduction}`);
    expect(site({ ...PRODUCTION, STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: WHSEC, SITE_URL: "https://shop.example.com" })).toMatchObject({
      payments: { provider: "stripe" },
    });
  });

  it("with Stripe, the site's forms may redirect to Stripe's checkout pages and its hosted invoices (a past-due membership's Pay now), or STRIPE_API_BASE's", () => {
    const stripe = { provider: "stripe" as const, stripe: { secretKey: KEY, webhookSecret: WHSEC, apiBase: null } };
    expect(formActionSources({ PLATFORM_API_URL: undefined, CHECKOUT_ORIGINS: [], payments: stripe })).toEqual(["'self'", "https://checkout.stripe.com", "https://invoice.stripe.com"]);
    expect(formActionSources({ PLATFORM_API_URL: undefined, CHECKOUT_ORIGINS: [], payments: { ...stripe, stripe: { ...stripe.stripe, apiBase: "http://127.0.0.1:4242" } } })).toEqual([
      "'self'",
      "http://127.0.0.1:4242",
    ]);
    expect(formActionSources({ PLATFORM_API_URL: undefined, CHECKOUT_ORIGINS: [], payments: { provider: "demo" } })).toEqual(["'self'"]);
  });
});
