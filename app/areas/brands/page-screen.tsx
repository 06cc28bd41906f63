/**
 * A public brand page in the brand's own frame (issue 35 item 4): its header (logo, name, its pages
 * as navigation) in its colours, the page's blocks, and the platform in one footer line. The
 * builder's preview draws the same page (`preview`: no landmarks or top heading of its own, as it
 * sits inside the builder's page).
 */
import type { ReactNode } from "react";
import type { BrandPageView } from "./public-page.server";
import { PageBlock } from "./page-blocks";

export const brandPagePath = (username: string, page?: string) =>
  `/b/${encodeURIComponent(username)}${page && page !== "home" ? `/${encodeURIComponent(page)}` : ""}`;

/** The brand's stylesheet of colours (brand-css.ts), hoisted into the document's head by React. */
function BrandStylesheet({ username }: { username: string }) {
  return <link rel="stylesheet" href={`/b/${encodeURIComponent(username)}/brand.css`} precedence="brand" />;
}

function BrandHeader({ view, preview }: { view: BrandPageView; preview: boolean }) {
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

/** One line of the platform: made with it, and its legal pages (marketing-site §2 Legal). */
function PlatformLine({ productName }: { productName: string }) {
  return (
    <footer className="border-t border-line bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-5 text-sm text-muted">
        <a href="/" className="hover:underline">
          Made with {productName}
        </a>
        <ul className="flex gap-x-4" aria-label="Legal">
          <li>
            <a href="/tos" className="hover:underline">
              Terms of Service
            </a>
          </li>
          <li>
            <a href="/privacy-policy" className="hover:underline">
              Privacy Policy
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

function PageBody({ view, preview }: { view: BrandPageView; preview: boolean }) {
  const { brand, page } = view;
  if (!page) {
    return (
      <section className="container-page py-10">
        {brand.description ? <p className="mb-6 max-w-2xl text-lg text-muted">{brand.description}</p> : null}
        <h2 className="text-2xl font-semibold text-ink">Pages</h2>
        {view.pages.length > 0 ? (
          <ul className="mt-4 grid gap-2">
            {view.pages.map((p) => (
              <li key={p.name}>
                <a className="brand-link" href={brandPagePath(brand.username, p.name)}>
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">{brand.name} has not published any pages yet.</p>
        )}
      </section>
    );
  }
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

/** The whole page: the brand's header, the main content, the platform's line. */
export function BrandPageScreen({ view, productName }: { view: BrandPageView; productName: string }) {
  return (
    <>
      <BrandStylesheet username={view.brand.username} />
      <BrandHeader view={view} preview={false} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageBody view={view} preview={false} />
      </main>
      <PlatformLine productName={productName} />
    </>
  );
}

/** The page as the public will see it, inside the builder. */
export function BrandPagePreview({ view, children }: { view: BrandPageView; children?: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <BrandStylesheet username={view.brand.username} />
      <BrandHeader view={view} preview />
      <PageBody view={view} preview />
      {children}
    </div>
  );
}
