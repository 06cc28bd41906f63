/**
 * Prices (https://docs.stripe.com/api/prices): create (one-time or recurring, of a product, with
 * an optional lookup_key, unique among prices as Stripe keeps it) and list (by lookup_keys[],
 * active, limit). Strict: usd only, unknown parameters refused.
 */
import type { Form } from "./form";
import { invalid, missing, noSuch, onlyKnown } from "./errors";
import { stripeId, type Json, type StripeState } from "./state";
import { integer, metadata, object, text, boolean } from "./values";

const INTERVALS = ["day", "week", "month", "year"];

/** POST /v1/prices */
export function createPrice(state: StripeState, form: Form, now: number): Json {
  onlyKnown(form, ["currency", "unit_amount", "recurring", "product", "lookup_key", "metadata", "nickname"]);
  if (form.currency === undefined) throw missing("currency");
  const currency = text(form.currency, "currency");
  if (currency !== "usd") throw invalid(`This test double takes usd only; got ${currency}.`, "currency");
  if (form.unit_amount === undefined) throw missing("unit_amount");
  const unitAmount = integer(form.unit_amount, "unit_amount");
  if (form.product === undefined) throw missing("product");
  const productId = text(form.product, "product");
  if (!state.products.has(productId)) throw noSuch("product", productId, "product");
  let recurring: Json | null = null;
  if (form.recurring !== undefined) {
    const given = object(form.recurring, "recurring");
    onlyKnown(given, ["interval", "interval_count"], "recurring");
    const interval = text(given.interval ?? ((): never => { throw missing("recurring[interval]"); })(), "recurring[interval]");
    if (!INTERVALS.includes(interval)) throw invalid(`Invalid recurring[interval]: must be one of ${INTERVALS.join(", ")}`, "recurring[interval]");
    const count = given.interval_count === undefined ? 1 : integer(given.interval_count, "recurring[interval_count]");
    if (count < 1 || (interval === "month" && count > 36)) throw invalid("Invalid recurring[interval_count].", "recurring[interval_count]");
    recurring = { interval, interval_count: count, usage_type: "licensed", meter: null, trial_period_days: null };
  }
  const lookupKey = form.lookup_key === undefined ? null : text(form.lookup_key, "lookup_key");
  if (lookupKey && [...state.prices.values()].some((p) => p.lookup_key === lookupKey)) {
    throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, "lookup_key", "lookup_key_already_used");
  }
  const id = stripeId("price");
  const price: Json = {
    id,
    object: "price",
    active: true,
    currency,
    unit_amount: unitAmount,
    recurring,
    type: recurring ? "recurring" : "one_time",
    product: productId,
    lookup_key: lookupKey,
    metadata: metadata(form.metadata, "metadata"),
    nickname: form.nickname === undefined ? null : text(form.nickname, "nickname"),
    billing_scheme: "per_unit",
    created: Math.floor(now / 1000),
    livemode: false,
  };
  state.prices.set(id, price);
  return price;
}

/** GET /v1/prices */
export function listPrices(state: StripeState, form: Form): Json {
  onlyKnown(form, ["lookup_keys", "active", "limit", "product", "type"]);
  const keys = form.lookup_keys === undefined ? null : (Array.isArray(form.lookup_keys) ? form.lookup_keys : [form.lookup_keys]).map((k, i) => text(k, `lookup_keys[${i}]`));
  const active = form.active === undefined ? null : boolean(form.active, "active");
  const limit = form.limit === undefined ? 10 : integer(form.limit, "limit");
  if (limit < 1 || limit > 100) throw invalid("Invalid limit: must be between 1 and 100", "limit");
  const all = [...state.prices.values()].filter(
    (p) => (keys === null || keys.includes(p.lookup_key as string)) && (active === null || p.active === active) && (form.product === undefined || p.product === form.product) && (form.type === undefined || p.type === form.type),
  );
  all.reverse(); // newest first, as Stripe lists
  return { object: "list", data: all.slice(0, limit), has_more: all.length > limit, url: "/v1/prices" };
}

export function priceById(state: StripeState, id: string, param = "price"): Json {
  const price = state.prices.get(id);
  if (!price) throw noSuch("price", id, param);
  return price;
}
