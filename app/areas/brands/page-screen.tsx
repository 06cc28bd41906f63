/**
 * A brand page as its public sees it: the brand's header (logo, name, its pages as navigation) in
 * its colours and the page's blocks (brand-page-screen.tsx frames them for the public, with the
 * platform's one footer line). The builder's preview draws the same (`preview`: no landmarks or top
 * heading of its own, as it sits inside the builder's page).
 */
import type { ReactNode } from "react";
import type { BrandPageView } from "./public-page.server";
import { PageBlock } from "./page-blocks";

export const brandPagePath = (username: string, page?: string) =>
  `/b/${encodeURIComponent(username)}${page && page !== "home" ? `/${encodeURIComponent(page)}` : ""}`;

/** The brand's stylesheet of colours (brand-css.ts), hoisted into the document's head by React. */
export function BrandStylesheet({ username }: { username: string }) {
  return <link rel="stylesheet" href={`/b/${encodeURIComponent(username)}/brand.css`} precedence="brand" />;
}

export function BrandHeader({ view, preview }: { view: BrandPageView; preview: boolean }) {
  const { brand, page, pages } = view;
  const Frame = preview ? "div" : "header";
  // The brand's name is the page's top heading only on the generated list of its pages.
  const name = (
    <a href={brandPagePath(brand.username)} className="flex items-center gap-3 text-xl font-bold tracking-tight hover:underline">
      {brand.logo ? <img src={brand.logo} alt="" width={40} height={40} className="size-10 rounded-full bg-white object-cover" /> : null}
      <span>{brand.name}</span>
    </a>
  );
  return (
    <Frame className="brand-header">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-8 gap-y-3 py-4">
        {page || preview ? name : <h1>{name}</h1>}
        {pages.length > 0 ? (
          <nav aria-label={brand.name}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">
              {pages.map((p) => (
                <li key={p.name}>
                  <a
                    href={brandPagePath(brand.username, p.name)}
                    aria-current={page?.name === p.name ? "page" : undefined}
                    className="underline-offset-4 hover:underline aria-[current=page]:underline"
                  >
                    {p.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div aria-hidden="true" className="brand-band h-1.5" />
    </Frame>
  );
}

/** The page's title and blocks. */
export function PageContent({ view, page, preview }: { view: BrandPageView; page: NonNullable<BrandPageView["page"]>; preview: boolean }) {
  const title = page.title ?? page.name;
  // A page opening with a hero shows the hero's title first; its own title stays for assistive technology.
  const opensWithHero = page.blocks[0]?.type === "hero";
  const Title = preview ? "p" : "h1";
  return (
    <>
      <Title className={opensWithHero ? "sr-only" : "container-page pt-10 text-4xl font-bold text-ink"}>{title}</Title>
      {page.blocks.map((block) => (
        <PageBlock key={block.id} block={block} view={view} />
      ))}
    </>
  );
}

/** The page as the public will see it, inside the builder. */
export function BrandPagePreview({ view, children }: { view: BrandPageView; children?: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <BrandStylesheet username={view.brand.username} />
      <BrandHeader view={view} preview />
      {view.page ? <PageContent view={view} page={view.page} preview /> : null}
      {children}
    </div>
  );
}
