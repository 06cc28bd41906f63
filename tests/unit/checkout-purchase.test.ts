/** The checkout return page finds the purchase a checkout made whether it is upcoming or already past. */
import { describe, expect, it } from "vitest";
import { purchaseOfCheckout } from "~/areas/purchases/checkout-purchase.server";
import type { Purchase } from "~/areas/purchases/purchase-calls.server";

const purchase = (id: string, checkoutId: string) => ({ id, checkoutId }) as Purchase;

describe("the purchase of a checkout", () => {
  it("is found among upcoming purchases, then among past ones, else not yet", async () => {
    const lists = { upcoming: async () => [purchase("p1", "c1")], history: async () => [purchase("p2", "c2")] };
    expect((await purchaseOfCheckout(lists, "c1"))?.id).toBe("p1");
    // Its slot started between paying and coming back: history already.
    expect((await purchaseOfCheckout(lists, "c2"))?.id).toBe("p2");
    expect(await purchaseOfCheckout(lists, "c3")).toBeUndefined();
  });
});
