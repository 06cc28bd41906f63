/**
 * A public brand page's blocks (platform-core §7 Businesses and brand pages). The brand's colours are drawn in SVG attributes (the
 * site's CSP allows no inline style) as accents; text stays on the site's own colours, whose
 * contrast is known, since a brand's colour may not contrast with white or ink.
 */
import type { BrandPageView } from "./public-page.server";
import { BlockText } from "./markdown";
import { ExperienceCard } from "~/areas/marketplace/experience-card";

type View = BrandPageView;
type Block = NonNullable<View["page"]>["blocks"][number];

/** A band in the brand's gradient. */
export function BrandBand({ brand, id }: { brand: View["brand"]; id: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className="block h-2 w-full" viewBox="0 0 100 2" preserveAspectRatio="none">
      <defs>
        <linearGradient id={id}>
          <stop offset="0" stopColor={brand.primary} />
          <stop offset="1" stopColor={brand.secondary} />
        </linearGradient>
      </defs>
      <rect width="100" height="2" fill={`url(#${id})`} />
    </svg>
  );
}

function Action({ block }: { block: Block }) {
  if (!block.actionLink || !block.actionText) return null;
  return (
    <a href={block.actionLink} className="btn-primary mt-4 inline-block">
      {block.actionText}
    </a>
  );
}

function Heading({ block }: { block: Block }) {
  if (!block.title && !block.prefix) return null;
  return (
    <>
      {block.prefix ? <p className="eyebrow">{block.prefix}</p> : null}
      {block.title ? <h2 className={block.type === "hero" ? "text-3xl font-bold text-ink" : "text-2xl font-semibold text-ink"}>{block.title}</h2> : null}
    </>
  );
}

function Gallery({ block }: { block: Block }) {
  const images = Array.isArray(block.metadata?.images) ? (block.metadata.images as Array<{ url?: unknown; alt?: unknown }>) : [];
  return (
    <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
      {images
        .filter((image): image is { url: string; alt?: unknown } => typeof image.url === "string")
        .map((image, i) => (
          <li key={i}>
            <img src={image.url} alt={typeof image.alt === "string" ? image.alt : ""} loading="lazy" className="aspect-square w-full rounded-xl object-cover" />
          </li>
        ))}
    </ul>
  );
}

export function PageBlock({ block, view }: { block: Block; view: View }) {
  const text = block.content ? <div className="prose-page mt-3">{<BlockText text={block.content} contentType={block.contentType} />}</div> : null;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8" data-block={block.type}>
      <Heading block={block} />
      {block.imageUrl && (block.type === "hero" || block.type === "image") ? (
        <img src={block.imageUrl} alt={block.type === "image" ? (block.title ?? "") : ""} className="mt-4 w-full rounded-2xl object-cover" />
      ) : null}
      {text}
      {block.type === "gallery" ? <Gallery block={block} /> : null}
      {block.type === "experiences" ? (
        view.experiences.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {view.experiences.map((experience) => (
              <li key={experience.id}>
                <ExperienceCard experience={experience} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">No experiences to show yet.</p>
        )
      ) : null}
      <Action block={block} />
    </section>
  );
}
