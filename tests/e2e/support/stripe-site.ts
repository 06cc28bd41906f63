/**
 * A site of its own for the Stripe journeys (docs/payments.md), one per worker: its embedded
 * platform uses the Stripe provider pointed at the Stripe double (STRIPE_API_BASE,
 * STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), whose signed webhooks go to the site's
 * /platform-api/webhooks/stripe.
 */
import { test as base } from "../../support/fixtures";
import { freePort, startSite, type SiteServer } from "../../support/site-server";
import { startStripeDouble, type StripeDouble } from "../../support/stripe-double";

export const test = base.extend<{}, { stripeSite: { site: SiteServer; stripe: StripeDouble } }>({
  stripeSite: [
    async ({}, use) => {
      const port = await freePort();
      const siteUrl = `http://127.0.0.1:${port}`;
      const stripe = await startStripeDouble({ webhook: `${siteUrl}/platform-api/webhooks/stripe` });
      const site = await startSite({
        port,
        env: { SITE_URL: siteUrl, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_BASE: stripe.url },
      });
      await use({ site, stripe });
      await site.stop();
      await stripe.close();
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ stripeSite }, use) => use(stripeSite.site.url),
});
