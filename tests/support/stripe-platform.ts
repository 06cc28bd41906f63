/**
 * A platform on the Stripe provider pointed at the Stripe double (tests/support/stripe-double/),
 * with webhooks delivered to it in-process and a clock the test moves. One per file, as usePlatform.
 */
import { afterAll } from "vitest";
import type { Platform } from "../../platform/index";
import { experienceCheckouts } from "../../platform/schema";
import { eq } from "drizzle-orm";
import { movableClock } from "./platform-clock";
import { usePlatform, type DatabaseTarget } from "./platform";
import { startStripeDouble, type StripeDouble } from "./stripe-double";

export async function useStripePlatform(target: DatabaseTarget): Promise<{ platform: () => Platform; stripe: StripeDouble; clock: ReturnType<typeof movableClock> }> {
  const clock = movableClock();
  const stripe = await startStripeDouble({ now: () => clock.now() });
  const platform = usePlatform(target, {
    payments: { provider: "stripe", stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.url } },
    reconciliation: false,
    accounts: { publicUrl: "http://platform.test", returnOrigins: ["http://site.test"], clock },
  });
  stripe.setWebhook((request) => platform().fetch(request));
  afterAll(async () => {
    await stripe.idle();
    await stripe.close();
  });
  return { platform, stripe, clock };
}

/** The Stripe session id a checkout of the platform opened. */
export async function sessionOf(platform: Platform, checkoutId: string): Promise<string> {
  const [row] = await platform.db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, checkoutId));
  return row!.providerCheckoutId!;
}
