/**
 * The demo hosted checkout (no credentials: browsers reach it, through /platform-api when the
 * platform is embedded in the site). The checkout's unguessable id is the capability. It works
 * without JavaScript (two plain forms) and its stylesheet is served here too, because the
 * site's Content-Security-Policy forbids inline styles. No real money: it says so, twice.
 */
import { priceForPeople } from "#contract/money";
import { Hono, type Context } from "hono";
import type { Database } from "../../db/connect";
import { cancelCheckout, completeCheckout, findCheckout } from "./service";

const CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #0b1020; background: #f5f6fa; }
body { margin: 0; }
main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid #e3e6ef; border-radius: 1rem; }
.demo { display: inline-block; padding: .25rem .75rem; border-radius: 999px; background: #fff4d6; color: #6b4a00; font-weight: 700; font-size: .875rem; }
h1 { font-size: 1.75rem; margin: 1rem 0 .5rem; }
.price { font-size: 2.25rem; font-weight: 800; margin: 1rem 0; }
.muted { color: #4a5268; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
button, a.button { font: inherit; font-weight: 700; padding: .75rem 1.25rem; border-radius: .5rem; border: 1px solid #0b1020; cursor: pointer; text-decoration: none; }
.pay { background: #0b1020; color: #fff; }
.cancel { background: #fff; color: #0b1020; }
button:focus-visible, a:focus-visible { outline: 3px solid #8a00a6; outline-offset: 2px; }
`;

export const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** A page of the demo checkout; `stylesheet` is relative to the page's own URL. */
export function page(title: string, body: string, stylesheet = "../assets/checkout.css"): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<main>
<p class="demo">Demo checkout — no real money</p>
${body}
</main>
</body>
</html>`;
}

export const htmlHeaders = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export function checkoutPageRoutes(db: Database): Hono {
  const routes = new Hono();

  routes.get("/assets/checkout.css", (c) =>
    c.body(CSS, 200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600" }),
  );

  const find = (id: string) => findCheckout(db, id);

  const gone = (c: Context) =>
    c.html(page("Checkout not found", `<h1>This checkout is not available</h1><p class="muted">It may have expired or already been used. Go back to the site and start again.</p>`), 404, htmlHeaders);

  routes.get("/checkout/:id", async (c) => {
    const row = await find(c.req.param("id"));
    if (!row) return gone(c);
    const { checkout, plan } = row;
    if (checkout.status !== "open" || checkout.expiresAt.getTime() <= Date.now()) {
      const done = checkout.status === "completed";
      return c.html(
        page(
          "Checkout closed",
          `<h1>${done ? "This checkout is complete" : "This checkout is closed"}</h1>
<p class="muted">${done ? `Your ${escape(plan.name)} membership is active.` : "Start again from the site to choose a membership."}</p>
<p class="actions"><a class="button pay" href="${escape(done ? checkout.successUrl : checkout.cancelUrl)}">Return to the site</a></p>`,
        ),
        done ? 200 : 410,
        htmlHeaders,
      );
    }
    const price = priceForPeople(plan.basePriceCents);
    const id = escape(checkout.id);
    return c.html(
      page(
        `Checkout: ${plan.name} membership`,
        `<h1>${escape(plan.name)} membership</h1>
<p class="muted">${escape(plan.description)}</p>
<p class="price">${price} <span class="muted">per month</span></p>
<p class="muted">This is the demo environment: no card is asked for and nothing is charged. Paying here activates the membership on the demo platform.</p>
<div class="actions">
<form method="post" action="${id}/complete"><button class="pay" type="submit">Pay ${price} (demo)</button></form>
<form method="post" action="${id}/cancel"><button class="cancel" type="submit">Cancel and go back</button></form>
</div>`,
      ),
      200,
      htmlHeaders,
    );
  });

  routes.post("/checkout/:id/complete", async (c) => {
    const id = c.req.param("id");
    const row = await find(id);
    if (!row) return gone(c);
    const result = await completeCheckout(db, id);
    if (result.ok && result.url) return c.redirect(result.url, 303);
    // Already completed (a double submit): go where the first one went.
    if (row.checkout.status === "completed") return c.redirect(row.checkout.successUrl, 303);
    return c.redirect(row.checkout.cancelUrl, 303);
  });

  routes.post("/checkout/:id/cancel", async (c) => {
    const row = await find(c.req.param("id"));
    if (!row) return gone(c);
    if (row.checkout.status === "open") await cancelCheckout(db, row.checkout.id);
    return c.redirect(row.checkout.status === "completed" ? row.checkout.successUrl : row.checkout.cancelUrl, 303);
  });

  return routes;
}
