/**
 * The dashboard's memberships say where each paid period stands (docs/memberships.md):
 * "Renews on <date>", "Ends on <date>" with a way to keep it, or, when the last payment failed,
 * "Your last payment failed. Pay by <date> to keep your membership." with a "Pay now" form that
 * works without JavaScript (a plain POST form). Rendered on the server, as with JavaScript off.
 */
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SubscriptionPlan, User } from "~/.server/auth/own-profile";
import { MembershipsPanel } from "~/areas/dashboard/memberships-panel";

const PLAN_ID = "7b0c9b52-5d7e-4a8e-9d55-2f1c3e4a5b6c";

function membership(overrides: Partial<SubscriptionPlan>): SubscriptionPlan {
  return {
    id: PLAN_ID,
    name: "Alliance",
    description: "For growing brands",
    image: null,
    price: 150,
    period: 1,
    credits: 0,
    creditName: null,
    tier: 1,
    features: [],
    limits: { domains: null, users: null, subscribers: null },
    status: "active",
    currentPeriodEnd: "2026-12-27T10:00:00.000Z",
    cancelAtPeriodEnd: false,
    graceUntil: null,
    payUrl: null,
    providerLogo: null,
    providerWebsite: null,
    isBusiness: false,
    pendingPlan: null,
    pendingFrom: null,
    ...overrides,
  };
}

async function render(plan: SubscriptionPlan): Promise<string> {
  const address = { phone: null, address: null, address2: null, city: null, state: null, postalCode: null };
  const user: User = { id: "u", email: "ada@example.com", firstName: "Ada", lastName: null, avatarUrl: null, public: false, ...address, subscriptionPlans: [plan], pausedSubscriptions: [] };
  const routes = [{ id: "page", path: "/dashboard/memberships", Component: () => <MembershipsPanel user={user} plans={[]} /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/dashboard/memberships"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />).replaceAll("<!-- -->", "");
}

/** The plain forms of the page: where each posts, its hidden plan and its button. */
function forms(html: string): Array<{ action: string; planId: string | null; button: string }> {
  return [...html.matchAll(/<form [^>]*action="([^"]+)" method="post">([\s\S]*?)<\/form>/g)].map(([, action, body]) => ({
    action: action!,
    planId: /name="planId" value="([^"]+)"/.exec(body!)?.[1] ?? null,
    button: /<button[^>]*>([^<]*)<\/button>/.exec(body!)?.[1] ?? "",
  }));
}

describe("a membership's paid period on the dashboard", () => {
  it("says when an active membership renews, with its change, pause and cancel", async () => {
    const html = await render(membership({}));
    expect(html).toContain("Renews on <strong>December 27, 2026</strong>");
    expect(html).not.toContain("Ends on");
    expect(forms(html).map((f) => f.action)).toEqual(["/dashboard/memberships/change", "/dashboard/memberships/pause"]);
    expect(html).toContain(">Cancel membership</a>");
  });

  it("says when a cancelled membership ends, and offers to keep it", async () => {
    const html = await render(membership({ cancelAtPeriodEnd: true }));
    expect(html).toContain("Ends on <strong>December 27, 2026</strong>");
    expect(html).not.toContain("Renews on");
    expect(forms(html)).toEqual([{ action: "/dashboard/memberships/change", planId: PLAN_ID, button: "Keep membership" }]);
    expect(html).not.toContain("Cancel membership");
  });

  it("says a failed payment and the day to pay by, with a Pay now form", async () => {
    const html = await render(membership({ status: "past_due", graceUntil: "2026-12-04T10:00:00.000Z", payUrl: "/platform-api/checkout/x" }));
    expect(html).toContain("Your last payment failed. Pay by December 4, 2026 to keep your membership.");
    expect(html).toContain("Payment failed");
    expect(html).not.toMatch(/Renews on|Ends on/);
    // The pay URL is read again by the action, never sent by the page.
    expect(forms(html)).toEqual([{ action: "/dashboard/memberships/pay", planId: PLAN_ID, button: "Pay now" }]);
    expect(html).not.toContain("/platform-api/checkout/x");
    expect(html).toContain(">Cancel membership</a>");
  });
});
