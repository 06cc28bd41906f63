import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The product's name (PRODUCT_NAME), from the root loader, for page copy. */
export function useProductName(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.productName ?? "Foundry";
}
