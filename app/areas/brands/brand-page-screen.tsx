/**
 * A public brand page in the brand's own frame (marketing-site §2's brand pages, platform-core §7
 * Businesses and brand pages): the brand's header and blocks (page-screen.tsx, shared with the
 * builder's preview), and the platform only in one footer line.
 */
import type { BrandPageView } from "./public-page.server";
import { brandPagePath, BrandHeader, BrandStylesheet, PageContent } from "./page-screen";

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

/** The brand's home with no page of its own: the list of its published pages. */
function PageList({ view }: { view: BrandPageView }) {
  const { brand } = view;
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

/** The whole page: the brand's header, the main content, the platform's line. */
export function BrandPageScreen({ view, productName }: { view: BrandPageView; productName: string }) {
  return (
    <>
      <BrandStylesheet username={view.brand.username} />
      <BrandHeader view={view} preview={false} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {view.page ? <PageContent view={view} page={view.page} preview={false} /> : <PageList view={view} />}
      </main>
      <PlatformLine productName={productName} />
    </>
  );
}

