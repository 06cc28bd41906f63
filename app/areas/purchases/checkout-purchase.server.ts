import type { Purchase } from "./purchase-calls.server";

type PurchaseLists = { upcoming(): Promise<Purchase[]>; history(): Promise<Purchase[]> };

/**
 * The purchase a hosted checkout made, or undefined until the platform has it. Upcoming first (the
 * usual case), then past: a slot that started between paying and coming back is history already.
 */
export async function purchaseOfCheckout(purchases: PurchaseLists, checkoutId: string): Promise<Purchase | undefined> {
  const made = (list: Purchase[]) => list.find((purchase) => purchase.checkoutId === checkoutId);
  return made(await purchases.upcoming()) ?? made(await purchases.history());
}
