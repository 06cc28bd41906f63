/**
 * The demo hosted checkout of an experience booking: the same page style as the membership one
 * (memberships/checkout-page.ts, whose stylesheet at /assets/checkout.css it shares), reached
 * without credentials (the unguessable checkout id is the capability), working without
 * JavaScript. It is the demo provider's checkout (platform/modules/payments/demo.ts): "Pay" confirms
 * through confirmBooking, as a Stripe webhook does, with no money. The places were held when the
 * checkout started; a checkout past its hold is answered 410. `GET /:id/cancel` is the cancel URL
 * every provider sends the buyer back through (the hold is released there).
 */
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { Database } from "../../db/connect";
import { creditById } from "../coins";
import { experienceRow } from "../experiences";
import { experienceCheckouts } from "./schema";
import { escape, htmlHeaders, page } from "../memberships";
import { CHECKOUT_MESSAGES } from "./checkout";
import { cancelBooking, confirmBooking, type BookingDeps } from "./payment";
import { priceForPeople } from "#contract/money";
import { whenForPeople } from "#contract/when-for-people";

export { EXPERIENCE_CHECKOUT_PATH } from "./paths";
const UUID = /^[0-9a-f-]{36}$/i;
// Prices and times as people read them: "$1,000", "Thu, Dec 10, 6:00 PM CST" in the experience's zone.
const money = priceForPeople;
/** The pay and cancel answers are one level deeper than the page. */
const DEEPER_CSS = "../../assets/checkout.css";

async function findCheckout(db: Database, id: string) {
  if (!UUID.test(id)) return null;
  const [checkout] = await db.select().from(experienceCheckouts).where(eq(experienceCheckouts.id, id));
  // The checkout's experience exists while it does (its key cascades), as the inner join assumed.
  const experience = checkout ? await experienceRow(db, checkout.experienceId) : null;
  if (!checkout || !experience) return null;
  const creditName = checkout.creditId ? ((await creditById(db, checkout.creditId))?.name ?? null) : null;
  return { checkout, experience, creditName };
}

export function experienceCheckoutPageRoutes(deps: BookingDeps): Hono {
  const { db, clock } = deps;
  const routes = new Hono();

  const gone = (c: Context, stylesheet?: string) =>
    c.html(
      page("Checkout not found", `<h1>This checkout is not available</h1><p class="muted">It may have expired or already been used. Go back to the site and start again.</p>`, stylesheet),
      404,
      htmlHeaders,
    );

  routes.get("/:id", async (c) => {
    const row = await findCheckout(db, c.req.param("id"));
    if (!row) return gone(c);
    const { checkout, experience } = row;
    if (checkout.status !== "open" || checkout.expiresAt.getTime() <= clock.now() || checkout.provider !== "demo") {
      const done = checkout.status === "completed";
      return c.html(
        page(
          "Checkout closed",
          `<h1>${done ? "This booking is paid" : "This checkout is closed"}</h1>
<p class="muted">${done ? `Your tickets for ${escape(experience.name)} are ready.` : "Start again from the experience to choose a slot."}</p>
<p class="actions"><a class="button pay" href="${escape(done ? checkout.successUrl : checkout.cancelUrl)}">Return to the site</a></p>`,
        ),
        done ? 200 : 410,
        htmlHeaders,
      );
    }
    const id = escape(checkout.id);
    const price = money(checkout.priceCents);
    const lines = [
      escape(whenForPeople(checkout.startsAt, experience.timezone, { now: new Date(clock.now()) })),
      `${checkout.guests} ${checkout.guests === 1 ? "guest" : "guests"}`,
      ...(checkout.pickup ? [`Pickup at ${escape(checkout.pickupAddress ?? "")}`] : []),
      `Subtotal ${money(checkout.subtotalCents)}`,
      ...(row.creditName && checkout.creditQuantity > 0 ? [`${checkout.creditQuantity} ${escape(row.creditName)} applied`] : []),
    ];
    return c.html(
      page(
        `Checkout: ${experience.name}`,
        `<h1>${escape(experience.name)}</h1>
<ul class="muted">${lines.map((line) => `<li>${line}</li>`).join("")}</ul>
<p class="price">${price}</p>
<p class="muted">This is the demo environment: no card is asked for and nothing is charged. Paying here books the places and issues one ticket per guest on the demo platform.</p>
<div class="actions">
<form method="post" action="${id}/pay"><button class="pay" type="submit">Pay ${price} (demo)</button></form>
<form method="post" action="${id}/cancel"><button class="cancel" type="submit">Cancel and go back</button></form>
</div>`,
      ),
      200,
      htmlHeaders,
    );
  });

  routes.post("/:id/pay", async (c) => {
    const row = await findCheckout(db, c.req.param("id"));
    if (!row || row.checkout.provider !== "demo") return gone(c, DEEPER_CSS);
    const confirmed = await confirmBooking(deps, row.checkout.id, null);
    if (confirmed && confirmed.outcome !== "closed") return c.redirect(confirmed.successUrl, 303);
    return c.html(
      page(
        "Checkout closed",
        `<h1>This checkout cannot be paid</h1>
<p>${escape(CHECKOUT_MESSAGES.closed)}</p>
<p class="muted">Nothing was charged.</p>
<p class="actions"><a class="button pay" href="${escape(row.checkout.cancelUrl)}">Choose another slot</a></p>`,
        DEEPER_CSS,
      ),
      410,
      htmlHeaders,
    );
  });

  // The demo page's form, and the cancel URL a provider's page sends the buyer back through.
  const cancel = async (c: Context) => {
    const url = await cancelBooking(deps, c.req.param("id") ?? "");
    if (!url) return gone(c, DEEPER_CSS);
    return c.redirect(url, 303);
  };
  routes.post("/:id/cancel", cancel);
  routes.get("/:id/cancel", cancel);

  return routes;
}
