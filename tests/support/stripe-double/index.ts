/**
 * A Stripe-compatible API on loopback for the tests (docs/payments.md "Testing"): a node:http
 * server on 127.0.0.1:0 speaking Stripe's documented shapes for the calls the product makes, so
 * the product's Stripe provider runs unchanged against it (STRIPE_API_BASE). Small and strict: it
 * checks the Bearer key and the form-encoded bodies, refuses unknown or missing parameters with
 * Stripe's error shape, and honours Idempotency-Key.
 *
 * One file per resource: checkout-sessions.ts, refunds.ts, products.ts, prices.ts,
 * subscriptions.ts, invoices.ts. The session's url is this server's hosted-page.ts, whose "Pay"
 * completes the session, sends the signed `checkout.session.completed` webhook (and, for a
 * subscription, `invoice.paid` of its first invoice) and redirects to success_url. An invoice's
 * hosted_invoice_url is a page here too ("Pay" sends invoice.paid). Updating or cancelling a
 * subscription through the API sends customer.subscription.updated / .deleted after answering.
 *
 * Test hooks: complete(id) and expire(id) (each sends its events), renew(subscription) (the next
 * period paid: invoice.paid), failRenewal(subscription) (invoice.payment_failed, the invoice left
 * open), deleteSubscription(subscription) (customer.subscription.deleted), deliver(event,
 * options) for a forged, stale or replayed one, `requests` (every API call received),
 * `holdWebhooks` (a webhook that never comes), `refusing` (API calls answered with Stripe's 500
 * until the test clears it: Stripe down for those calls).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createSession, expireSession, paySession, sessionById, showSession } from "./checkout-sessions";
import { onlyKnown, StripeApiError } from "./errors";
import { parseForm, type Form } from "./form";
import { hostedPage } from "./hosted-page";
import { createRefund } from "./refunds";
import { createInvoice, invoiceById, invoicePage, payInvoice, showInvoice, voidInvoice } from "./invoices";
import { createPrice, listPrices } from "./prices";
import { createProduct } from "./products";
import { advancePeriod, cancelSubscription, expansions, showSubscription, subscriptionById, updateSubscription } from "./subscriptions";
import { newState, stripeId, type Json } from "./state";

export const DOUBLE_SECRET_KEY = "sk_test_double_0123456789abcdef";
export const DOUBLE_WEBHOOK_SECRET = "whsec_double0123456789abcdef";

export type StripeEvent = { id: string; object: "event"; type: string; created: number; data: { object: Json }; livemode: false; api_version: string; pending_webhooks: number; request: { id: null; idempotency_key: null } };
export type Delivered = { status: number; body: string };
export type ReceivedRequest = { method: string; path: string; form: Form; idempotencyKey: string | null };

export type StripeDoubleOptions = {
  secretKey?: string;
  webhookSecret?: string;
  /** Where webhooks go: a URL, or a function answering the request (an in-process platform). */
  webhook?: string | ((request: Request) => Promise<Response>);
  /** The double's clock (Stripe's "now"), in ms. */
  now?: () => number;
};

export type StripeDouble = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every API call received, oldest first (the hosted page's and the hooks' are not API calls). */
  requests: ReceivedRequest[];
  /** Events sent (or held), oldest first. */
  events: StripeEvent[];
  /** While true, events are recorded but not delivered: a webhook that never comes. */
  holdWebhooks: boolean;
  /** API calls ("DELETE /v1/subscriptions/sub_…", method and path) answered 500 api_error, not retried, until removed. */
  refusing: Set<string>;
  /** Whether a paid subscription session names its first invoice (default true; see state.ts). */
  setSessionNamesInvoice(names: boolean): void;
  setWebhook(target: StripeDoubleOptions["webhook"]): void;
  session(id: string): Json;
  subscription(id: string): Json;
  /** An invoice as the API answers it (`expand`: e.g. ["payments"]). */
  invoice(id: string, expand?: string[]): Json;
  /** Pays an open session as the hosted page's "Pay" does, and delivers checkout.session.completed (then a subscription's invoice.paid). */
  complete(id: string): Promise<{ event: StripeEvent; delivered: Delivered | null }>;
  /** The subscription's next period begins and is paid: invoice.paid (billing_reason subscription_cycle). */
  renew(subscriptionId: string): Promise<{ event: StripeEvent; delivered: Delivered | null; invoice: Json }>;
  /** The subscription's next period begins and its payment fails: past_due, invoice.payment_failed (the invoice stays open). */
  failRenewal(subscriptionId: string): Promise<{ event: StripeEvent; delivered: Delivered | null; invoice: Json }>;
  /** Pays an open invoice as its hosted page's "Pay" does: invoice.paid. */
  payInvoice(invoiceId: string): Promise<{ event: StripeEvent; delivered: Delivered | null }>;
  /** Stripe ends the subscription (at its period's end, or after failed retries): customer.subscription.deleted. */
  deleteSubscription(subscriptionId: string): Promise<{ event: StripeEvent; delivered: Delivered | null }>;
  /** Expires an open session as Stripe does at expires_at, and delivers checkout.session.expired. */
  expire(id: string): Promise<{ event: StripeEvent; delivered: Delivered | null }>;
  /** Resolves when every webhook sent on its own (an API expire's) has been answered. */
  idle(): Promise<void>;
  /** Sends an event: signed with the webhook secret now, unless a signature or a timestamp (seconds) is given. */
  deliver(event: StripeEvent, options?: { signature?: string; timestamp?: number }): Promise<Delivered>;
  close(): Promise<void>;
};

const API_VERSION = "2026-10-28.endive";

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const secretKey = options.secretKey ?? DOUBLE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? DOUBLE_WEBHOOK_SECRET;
  const now = options.now ?? (() => Date.now());
  const state = newState();
  let webhook = options.webhook;
  const stripe = new Stripe(secretKey);
  let base = "";
  const pending = new Set<Promise<void>>();

  /** An event of an object as the API shows it (a session without its expansions, a copy of an invoice or subscription). */
  const shown = (object: Json): Json =>
    object.object === "checkout.session" ? showSession(state, object, undefined) : object.object === "subscription" ? showSubscription(state, object) : object.object === "invoice" ? showInvoice(object, []) : structuredClone(object);
  const eventOf = (type: string, object: Json): StripeEvent => ({
    id: stripeId("evt"),
    object: "event",
    type,
    created: Math.floor(now() / 1000),
    data: { object: shown(object) },
    livemode: false,
    api_version: API_VERSION,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });

  async function deliver(event: StripeEvent, sign: { signature?: string; timestamp?: number } = {}): Promise<Delivered> {
    if (!webhook) throw new Error("The Stripe double has no webhook to deliver to.");
    const payload = JSON.stringify(event);
    const signature =
      sign.signature ?? stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: sign.timestamp ?? Math.floor(now() / 1000) });
    const request =
      typeof webhook === "string"
        ? new Request(webhook, { method: "POST", body: payload, headers: { "Content-Type": "application/json", "Stripe-Signature": signature } })
        : new Request("http://platform.test/webhooks/stripe", { method: "POST", body: payload, headers: { "Content-Type": "application/json", "Stripe-Signature": signature } });
    const response = typeof webhook === "string" ? await fetch(request) : await webhook(request);
    return { status: response.status, body: await response.text() };
  }

  async function send(type: string, object: Json) {
    const event = eventOf(type, object);
    double.events.push(event);
    return { event, delivered: double.holdWebhooks ? null : await deliver(event) };
  }

  /** Stripe sends some events on its own, after answering the call that caused them: the platform must not depend on their order. */
  function sendLater(type: string, object: Json) {
    const event = eventOf(type, object);
    const sending = (async () => {
      double.events.push(event);
      if (!double.holdWebhooks) await deliver(event);
    })().then(
      () => {},
      () => {},
    );
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
  }

  /** A session paid: checkout.session.completed, then a subscription's first invoice.paid. */
  async function pay(id: string) {
    const { session, invoice } = paySession(state, id, base, now());
    const completed = await send("checkout.session.completed", session);
    if (invoice) await send("invoice.paid", invoice);
    return completed;
  }

  /** The subscription's next period begins; its invoice paid or not. */
  async function cycle(subscriptionId: string, paid: boolean) {
    const subscription = subscriptionById(state, subscriptionId);
    if (subscription.status === "canceled") throw new Error(`Subscription ${subscriptionId} is canceled.`);
    advancePeriod(subscription);
    const invoice = createInvoice(state, subscription, "subscription_cycle", paid, base, now());
    if (!paid) subscription.status = "past_due";
    return { ...(await send(paid ? "invoice.paid" : "invoice.payment_failed", invoice)), invoice: showInvoice(invoice, []) };
  }

  /** The API: one call, answered in Stripe's shapes (errors included). */
  async function api(method: string, path: string, form: Form, idempotencyKey: string | null): Promise<unknown> {
    if (method === "POST" && path === "/v1/checkout/sessions") return showSession(state, createSession(state, form, base, now()), form.expand);
    const session = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && session) {
      const { expand, ...rest } = form;
      if (Object.keys(rest).length > 0) throw new StripeApiError(400, "invalid_request_error", `Received unknown parameter: ${Object.keys(rest)[0]}`, Object.keys(rest)[0]);
      return showSession(state, sessionById(state, session[1]!), expand);
    }
    const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (method === "POST" && expire) {
      const expired = expireSession(state, expire[1]!, form);
      // Stripe sends the event on its own, after answering: the platform must not depend on its order.
      const sending = send("checkout.session.expired", expired).then(
        () => {},
        () => {},
      );
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
      return showSession(state, expired, form.expand);
    }
    const invoiceCall = path.match(/^\/v1\/invoices\/([^/]+)(\/void)?$/);
    if (invoiceCall && method === "GET" && !invoiceCall[2]) {
      const { expand, ...rest } = form;
      if (Object.keys(rest).length > 0) throw new StripeApiError(400, "invalid_request_error", `Received unknown parameter: ${Object.keys(rest)[0]}`, Object.keys(rest)[0]);
      return showInvoice(invoiceById(state, invoiceCall[1]!), expansions(expand));
    }
    if (invoiceCall && method === "POST" && invoiceCall[2]) {
      onlyKnown(form, ["expand"]);
      const voided = voidInvoice(state, invoiceCall[1]!, now());
      sendLater("invoice.voided", voided);
      return showInvoice(voided, expansions(form.expand));
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(state, form, now());
    if (method === "POST" && path === "/v1/products") return createProduct(state, form, now());
    if (method === "POST" && path === "/v1/prices") return createPrice(state, form, now());
    if (method === "GET" && path === "/v1/prices") return listPrices(state, form);
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscription && method === "GET") {
      const { expand, ...rest } = form;
      if (Object.keys(rest).length > 0) throw new StripeApiError(400, "invalid_request_error", `Received unknown parameter: ${Object.keys(rest)[0]}`, Object.keys(rest)[0]);
      return showSubscription(state, subscriptionById(state, subscription[1]!), expansions(expand));
    }
    if (subscription && method === "POST") {
      const updated = updateSubscription(state, subscription[1]!, form);
      sendLater("customer.subscription.updated", updated);
      return showSubscription(state, updated, expansions(form.expand));
    }
    if (subscription && method === "DELETE") {
      const cancelled = cancelSubscription(state, subscription[1]!, form, now());
      sendLater("customer.subscription.deleted", cancelled);
      return showSubscription(state, cancelled, expansions(form.expand));
    }
    void idempotencyKey;
    throw new StripeApiError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", base);
    const method = request.method ?? "GET";
    const body = await readBody(request);
    const reply = (status: number, json: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(json));
    };
    const page = (status: number, html: string) => {
      response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
      response.end(html);
    };
    const redirect = (location: string) => {
      response.writeHead(303, { Location: location });
      response.end();
    };

    // The hosted page, and the receipts its charges link to: browsers, no key.
    const hosted = url.pathname.match(/^\/pay\/([^/]+)(?:\/(pay|back))?$/);
    if (hosted) {
      const found = state.sessions.get(hosted[1]!);
      if (!found) return page(404, "<h1>No such checkout</h1>");
      if (method === "GET" && !hosted[2]) return page(200, hostedPage(found));
      if (method === "POST" && hosted[2] === "back") return redirect(String(found.cancel_url ?? found.success_url));
      if (method === "POST" && hosted[2] === "pay") {
        if (found.status !== "open") return page(409, hostedPage(found));
        await pay(found.id as string);
        return redirect(String(found.success_url).replaceAll("{CHECKOUT_SESSION_ID}", String(found.id)));
      }
      return page(405, "<h1>Method not allowed</h1>");
    }
    if (url.pathname.startsWith("/receipts/")) return page(200, `<h1>Receipt ${url.pathname.slice(10)}</h1>`);
    const invoice = url.pathname.match(/^\/invoices\/([^/]+)(?:\/(pay))?$/);
    if (invoice) {
      const found = state.invoices.get(invoice[1]!);
      if (!found) return page(404, "<h1>No such invoice</h1>");
      if (method === "GET" && !invoice[2]) return page(200, invoicePage(found));
      if (method === "POST" && invoice[2] === "pay") {
        if (found.status !== "open") return page(409, invoicePage(found));
        await send("invoice.paid", payInvoice(state, found.id as string, base, now()));
        return page(200, invoicePage(found));
      }
      return page(405, "<h1>Method not allowed</h1>");
    }

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return reply(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
    }
    const contentType = request.headers["content-type"] ?? "";
    if (method === "POST" && body && !contentType.startsWith("application/x-www-form-urlencoded")) {
      return reply(400, { error: { type: "invalid_request_error", message: "Stripe takes form-encoded bodies." } });
    }
    const form = parseForm(method === "GET" || method === "DELETE" ? url.search.slice(1) || body : body);
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    double.requests.push({ method, path: url.pathname, form, idempotencyKey });
    if (double.refusing.has(`${method} ${url.pathname}`)) {
      // Stripe's own answer when it fails: the client is told not to retry, so the caller sees the failure at once.
      response.writeHead(500, { "Content-Type": "application/json", "Stripe-Should-Retry": "false" });
      response.end(JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred (the test double refuses this call)." } }));
      return;
    }
    if (idempotencyKey && method === "POST") {
      const earlier = state.idempotent.get(idempotencyKey);
      if (earlier && earlier.body !== body) {
        return reply(400, { error: { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." } });
      }
      if (earlier) return reply(earlier.status, earlier.answer);
    }
    let status = 200;
    let result: unknown;
    try {
      result = await api(method, url.pathname, form, idempotencyKey);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      result = error.body();
    }
    if (idempotencyKey && method === "POST") state.idempotent.set(idempotencyKey, { body, status, answer: result });
    reply(status, result);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const double: StripeDouble = {
    url: base,
    secretKey,
    webhookSecret,
    requests: [],
    events: [],
    holdWebhooks: false,
    refusing: new Set(),
    setSessionNamesInvoice: (names) => void (state.sessionNamesInvoice = names),
    setWebhook: (target) => void (webhook = target),
    session: (id) => showSession(state, sessionById(state, id), ["payment_intent.latest_charge"]),
    subscription: (id) => showSubscription(state, subscriptionById(state, id), ["latest_invoice"]),
    invoice: (id, expand = []) => showInvoice(invoiceById(state, id), expand),
    complete: pay,
    renew: (id) => cycle(id, true),
    failRenewal: (id) => cycle(id, false),
    payInvoice: async (id) => send("invoice.paid", payInvoice(state, invoiceById(state, id).id as string, base, now())),
    deleteSubscription: async (id) => {
      const subscription = subscriptionById(state, id);
      const at = Math.floor(now() / 1000);
      Object.assign(subscription, { status: "canceled", canceled_at: at, ended_at: at });
      return send("customer.subscription.deleted", subscription);
    },
    expire: (id) => send("checkout.session.expired", expireSession(state, id, {})),
    deliver,
    idle: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return double;
}
