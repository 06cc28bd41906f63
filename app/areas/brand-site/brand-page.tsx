/** A public brand page: the brand's band and name, then the page's blocks, or the list of its pages. */
import type { BrandPageView } from "./public-page.server";
import { BrandBand, PageBlock } from "./blocks";

export const brandPagePath = (username: string, page?: string) =>
  `/b/${encodeURIComponent(username)}${page ? `/${encodeURIComponent(page)}` : ""}`;

export function BrandPageScreen({ view }: { view: BrandPageView }) {
  const { brand, page } = view;
  return (
    <article>
      <BrandBand brand={brand} id="brand-band" />
      <header className="mx-auto w-full max-w-5xl px-4 pt-10">
        <p className="eyebrow">
          <a href={brandPagePath(brand.username)}>{brand.name}</a>
        </p>
        <h1 className="text-4xl font-bold text-ink">{page ? (page.title ?? page.name) : brand.name}</h1>
        {!page && brand.description ? <p className="mt-3 max-w-2xl text-muted">{brand.description}</p> : null}
      </header>
      {page ? (
        page.blocks.map((block) => <PageBlock key={block.id} block={block} view={view} />)
      ) : (
        <section className="mx-auto w-full max-w-5xl px-4 py-8">
          <h2 className="text-2xl font-semibold text-ink">Pages</h2>
          {view.pages.length > 0 ? (
            <ul className="mt-4 list-disc pl-6">
              {view.pages.map((p) => (
                <li key={p.name}>
                  <a className="underline" href={brandPagePath(brand.username, p.name)}>
                    {p.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-muted">{brand.name} has not published any pages yet.</p>
          )}
        </section>
      )}
      <BrandBand brand={brand} id="brand-band-end" />
    </article>
  );
}
