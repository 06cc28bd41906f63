import type { MetaDescriptor } from "react-router";

type RootData = { productName?: string } | undefined;
type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The product name from the root loader, for titles rendered on the server and in the browser. */
export function productNameFrom(matches: ReadonlyArray<MatchLike>): string {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as RootData;
  return data?.productName ?? "Foundry";
}

/** "Page | Product" titles and a description on every page (marketing-site §2 "Navigation behaviour"). */
export function pageMeta(matches: ReadonlyArray<MatchLike>, title: string, description: string): MetaDescriptor[] {
  const productName = productNameFrom(matches);
  return [
    { title: `${title} | ${productName}` },
    { name: "description", content: description },
    { property: "og:title", content: `${title} | ${productName}` },
    { property: "og:description", content: description },
  ];
}
