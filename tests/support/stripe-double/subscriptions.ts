/**
 * Subscriptions (https://docs.stripe.com/api/subscriptions): made by paying a Checkout Session in
 * mode "subscription" (one item, its recurring price); retrieve (expand latest_invoice), update
 * (cancel_at_period_end, pause_collection, the item's price with proration_behavior, metadata) and
 * cancel. The period is on the item (current_period_start/end), as in Stripe's current API.
 */
import { showInvoice } from "./invoices";
import type { Form } from "./form";
import { invalid, missing, noSuch, onlyKnown } from "./errors";
import { stripeId, type Json, type StripeState } from "./state";
import { priceById } from "./prices";
import { addMonthsSeconds, boolean, expansions, integer, metadata, object, text } from "./values";

const PRORATION = ["none", "create_prorations", "always_invoice"];

const periodOf = (price: Json, startSeconds: number) => {
  const recurring = price.recurring as { interval: string; interval_count: number };
  if (recurring.interval !== "month") throw invalid("This test double bills monthly intervals only.");
  return { current_period_start: startSeconds, current_period_end: addMonthsSeconds(startSeconds, recurring.interval_count) };
};

/** A new active subscription of `priceId` from `now` (a paid subscription session). */
export function createSubscription(state: StripeState, priceId: string, quantity: number, meta: Record<string, string>, now: number): Json {
  const price = priceById(state, priceId);
  const id = stripeId("sub");
  const start = Math.floor(now / 1000);
  const subscription: Json = {
    id,
    object: "subscription",
    status: "active",
    customer: stripeId("cus"),
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    collection_method: "charge_automatically",
    created: start,
    currency: "usd",
    latest_invoice: null,
    livemode: false,
    metadata: meta,
    pause_collection: null,
    start_date: start,
    items: { object: "list", data: [{ id: stripeId("si"), object: "subscription_item", price, quantity, subscription: id, ...periodOf(price, start) }], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
  };
  state.subscriptions.set(id, subscription);
  return subscription;
}

export function subscriptionById(state: StripeState, id: string): Json {
  const subscription = state.subscriptions.get(id);
  if (!subscription) throw noSuch("subscription", id);
  return subscription;
}

/** The subscription as the API shows it (expand: latest_invoice). */
export function showSubscription(state: StripeState, subscription: Json, expand: string[] = []): Json {
  for (const path of expand) if (path !== "latest_invoice") throw invalid(`This property cannot be expanded (${path}).`, "expand");
  const shown = structuredClone(subscription);
  if (expand.includes("latest_invoice") && shown.latest_invoice) {
    const latest = state.invoices.get(shown.latest_invoice as string);
    shown.latest_invoice = latest ? showInvoice(latest, []) : null;
  }
  return shown;
}

/** POST /v1/subscriptions/:id */
export function updateSubscription(state: StripeState, id: string, form: Form): Json {
  onlyKnown(form, ["cancel_at_period_end", "pause_collection", "items", "proration_behavior", "metadata", "expand"]);
  const subscription = subscriptionById(state, id);
  if (subscription.status === "canceled") throw invalid("A canceled subscription can only update its cancellation_details and metadata.", undefined, "subscription_canceled");
  if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = boolean(form.cancel_at_period_end, "cancel_at_period_end");
  if (form.pause_collection !== undefined) {
    if (form.pause_collection === "") subscription.pause_collection = null;
    else {
      const pause = object(form.pause_collection, "pause_collection");
      onlyKnown(pause, ["behavior", "resumes_at"], "pause_collection");
      const behavior = text(pause.behavior ?? ((): never => { throw missing("pause_collection[behavior]"); })(), "pause_collection[behavior]");
      if (!["keep_as_draft", "mark_uncollectible", "void"].includes(behavior)) throw invalid("Invalid pause_collection[behavior].", "pause_collection[behavior]");
      subscription.pause_collection = { behavior, resumes_at: pause.resumes_at === undefined ? null : integer(pause.resumes_at, "pause_collection[resumes_at]") };
    }
  }
  if (form.proration_behavior !== undefined && !PRORATION.includes(text(form.proration_behavior, "proration_behavior"))) throw invalid("Invalid proration_behavior.", "proration_behavior");
  if (form.items !== undefined) {
    if (!Array.isArray(form.items)) throw invalid("Invalid array", "items");
    const item = (subscription.items as { data: Json[] }).data[0]!;
    form.items.forEach((raw, index) => {
      const given = object(raw, `items[${index}]`);
      onlyKnown(given, ["id", "price", "quantity"], `items[${index}]`);
      if (given.id === undefined || text(given.id, `items[${index}][id]`) !== item.id) throw invalid("This test double changes the subscription's one item, by its id.", `items[${index}][id]`);
      if (given.price !== undefined) {
        const price = priceById(state, text(given.price, `items[${index}][price]`), `items[${index}][price]`);
        if (!price.recurring) throw invalid("The price specified is not recurring.", `items[${index}][price]`);
        item.price = price;
      }
      if (given.quantity !== undefined) item.quantity = integer(given.quantity, `items[${index}][quantity]`);
    });
  }
  if (form.metadata !== undefined) subscription.metadata = { ...(subscription.metadata as Json), ...metadata(form.metadata, "metadata") };
  return subscription;
}

/** DELETE /v1/subscriptions/:id: cancelled at once. */
export function cancelSubscription(state: StripeState, id: string, form: Form, now: number): Json {
  onlyKnown(form, ["invoice_now", "prorate", "expand"]);
  const subscription = subscriptionById(state, id);
  if (subscription.status === "canceled") throw invalid(`No such subscription: '${id}' is already canceled.`, undefined, "resource_missing");
  const at = Math.floor(now / 1000);
  Object.assign(subscription, { status: "canceled", canceled_at: at, ended_at: at });
  return subscription;
}

/** The next period begins: the item's period moves on by the price's interval. */
export function advancePeriod(subscription: Json): void {
  const item = (subscription.items as { data: Json[] }).data[0]!;
  Object.assign(item, periodOf(item.price as Json, item.current_period_end as number));
}

export { expansions };
