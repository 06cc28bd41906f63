/**
 * A brand page's blocks (platform-core §7 Businesses and brand pages), in the brand's colours
 * (app.css `brand-*`, from its stylesheet). Images are the uploaded ones (the block's image_url,
 * its description in block_meta.alt; a gallery's in block_meta.images); older blocks that hold an
 * image's address are shown the same way.
 */
import type { BrandPageView } from "./public-page.server";
import { BlockText } from "./page-markdown";
import { ExperienceCard } from "~/areas/marketplace/experience-card";

type View = Pick<BrandPageView, "experiences">;
export type PageBlockData = NonNullable<BrandPageView["page"]>["blocks"][number];
type Block = PageBlockData;

/** What an image shows, as its owner described it ("" when it was never described: decorative). */
export const imageAltOf = (block: Pick<Block, "metadata">) => (typeof block.metadata?.alt === "string" ? block.metadata.alt : "");

function Action({ block }: { block: Block }) {
  if (!block.actionLink || !block.actionText) return null;
  return (
    <a href={block.actionLink} className="brand-button mt-6">
      {block.actionText}
    </a>
  );
}

function Heading({ block, light = false }: { block: Block; light?: boolean }) {
  if (!block.title && !block.prefix) return null;
  return (
    <>
      {block.prefix ? <p className={`text-xs font-semibold tracking-[0.18em] uppercase ${light ? "text-white" : "text-muted"}`}>{block.prefix}</p> : null}
      {block.title ? (
        <h2 className={block.type === "hero" ? `mt-2 text-4xl font-bold tracking-tight sm:text-5xl ${light ? "text-white" : "text-ink"}` : "text-2xl font-semibold text-ink"}>{block.title}</h2>
      ) : null}
    </>
  );
}

function Hero({ block }: { block: Block }) {
  const image = block.imageUrl;
  return (
    <section className="relative isolate overflow-hidden bg-mist" data-block="hero">
      {image ? (
        <>
          <img src={image} alt={imageAltOf(block)} className="absolute inset-0 -z-10 size-full object-cover" />
          {/* A veil over the photo keeps the white text readable on any picture. */}
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink/60" />
        </>
      ) : null}
      <div className={`container-page py-16 sm:py-28 ${image ? "text-white" : "text-ink"}`}>
        <div className="max-w-2xl">
          <Heading block={block} light={Boolean(image)} />
          {block.content ? (
            <div className={`mt-4 space-y-3 text-lg leading-relaxed ${image ? "text-white" : "text-muted"}`}>
              <BlockText text={block.content} contentType={block.contentType} />
            </div>
          ) : null}
          <Action block={block} />
        </div>
      </div>
    </section>
  );
}

function Gallery({ block }: { block: Block }) {
  const images = Array.isArray(block.metadata?.images) ? (block.metadata.images as Array<{ url?: unknown; alt?: unknown }>) : [];
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
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

function Experiences({ view }: { view: View }) {
  if (view.experiences.length === 0) return <p className="mt-3 text-muted">No dates open yet: come back soon.</p>;
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {view.experiences.map((experience) => (
        <li key={experience.id}>
          <ExperienceCard experience={experience} provider={false} note={`Next: ${experience.next}`} />
        </li>
      ))}
    </ul>
  );
}

export function PageBlock({ block, view }: { block: Block; view: View }) {
  if (block.type === "hero") return <Hero block={block} />;
  const text = block.content ? (
    <div className="prose-page mt-3">
      <BlockText text={block.content} contentType={block.contentType} />
    </div>
  ) : null;
  return (
    <section className="container-page py-10" data-block={block.type}>
      {block.type === "image" && block.imageUrl ? (
        <figure>
          <img src={block.imageUrl} alt={imageAltOf(block) || (block.title ?? "")} className="w-full rounded-2xl object-cover" />
          {block.title ? <figcaption className="mt-2 text-sm text-muted">{block.title}</figcaption> : null}
        </figure>
      ) : (
        <Heading block={block} />
      )}
      {text}
      {block.type === "gallery" ? <Gallery block={block} /> : null}
      {block.type === "experiences" ? <Experiences view={view} /> : null}
      <Action block={block} />
    </section>
  );
}
