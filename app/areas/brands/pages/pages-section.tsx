import { Link } from "react-router";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { PAGE_PATHS } from "./pages-text";

/** The brand home's "Pages" section: each page links to its builder; a new page starts on the pages screen. */
export function BrandPagesSection({ brandId, pages }: { brandId: string; pages: Array<{ name: string; title: string | null; archived: boolean }> }) {
  return (
    <Section id="brand-pages" title="Pages">
      {pages.length === 0 ? (
        <p className="text-muted">No pages yet.</p>
      ) : (
        <ul className="grid gap-2">
          {pages.map((page) => (
            <li key={page.name}>
              <Link to={PAGE_PATHS.builder(brandId, page.name)} className="link">
                {page.title ?? page.name}
              </Link>
              {page.archived ? <span className="text-sm text-muted"> (archived)</span> : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 flex flex-wrap gap-4">
        <Link to={`${PAGE_PATHS.list(brandId)}#new-page`} className="btn-secondary text-sm">
          New page
        </Link>
      </p>
    </Section>
  );
}
