/*
 * What a shared link and a search engine read of an experience's page, in its head. Here, not in
 * shell/meta.ts, so only the experience page's script carries it (every route loads the shell's).
 */
import type { MetaDescriptor } from "react-router";

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
