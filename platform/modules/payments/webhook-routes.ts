/**
 * POST /webhooks/stripe (docs/payments.md "Webhooks"): Stripe's events, mounted before the API
 * credential check (Stripe sends none; its signature is the credential). The raw body is checked
 * against the Stripe-Signature header by the provider (5 minutes' tolerance): a forged or stale
 * event is answered 400 and does nothing. A verified one goes to the modules' handlers (composed
 * in platform/app.ts, as a lower module cannot call the ones above): each claims the event's id
 * in the transaction of its effect, so a redelivery is answered 2xx with no second effect.
 * Unknown events are answered 2xx and ignored (Stripe retries anything else for days).
 */
import { Hono } from "hono";
import { readRequestBytes } from "../../http/body-limits";
import { invalidRequest } from "../../errors";
import { WebhookRefused, type PaymentProvider, type ProviderEvent } from "./provider";

export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

/** Stripe's events are a few KiB; a body past this is not one of them. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

/** Handles an event if it is its module's: true when it was (handled now or before), false when not its own. */
export type WebhookHandler = (event: ProviderEvent) => Promise<boolean>;

export function stripeWebhookRoutes(provider: PaymentProvider, handlers: WebhookHandler[]): Hono {
  const routes = new Hono();
  routes.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const raw = new TextDecoder().decode(await readRequestBytes(c.req.raw, MAX_WEBHOOK_BYTES));
    let event: ProviderEvent;
    try {
      event = await provider.verifyEvent(raw, c.req.header("stripe-signature") ?? null);
    } catch (error) {
      if (error instanceof WebhookRefused) throw invalidRequest(`The webhook's signature is missing, wrong or too old: ${error.message}`);
      throw error;
    }
    for (const handle of handlers) {
      if (await handle(event)) return c.json({ received: true }, 200);
    }
    return c.json({ received: true, ignored: true }, 200);
  });
  return routes;
}
