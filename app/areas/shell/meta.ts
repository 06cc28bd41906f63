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

/** A link preview's picture (og:image, absolute) and the card that shows it large. */
export function imageMeta(image: { url: string; alt: string | null } | null): MetaDescriptor[] {
  if (!image) return [];
  return [
    { property: "og:image", content: image.url },
    ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** Structured data (schema.org JSON-LD) in the head; React Router writes it escaped for a <script>. */
export function jsonLdMeta(data: object | readonly object[]): MetaDescriptor[] {
  return Array.isArray(data) && data.length === 0 ? [] : [{ "script:ld+json": data as Record<string, unknown> }];
}
