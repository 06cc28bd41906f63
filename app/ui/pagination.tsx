import { Link } from "react-router";

/**
 * Page links of a paged list (plain links: they work without JavaScript and can be bookmarked).
 * Long lists show the first, the last and the pages around the current one.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  /** The URL of a page. */
  href: (page: number) => string;
  /** The navigation landmark's name ("Directory pages"). */
  label: string;
}) {
  if (pageCount <= 1) return null;
  const shown = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (target) => pageCount <= 9 || target === 1 || target === pageCount || Math.abs(target - page) <= 2,
  );
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className="btn-secondary" rel="prev">
              Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {shown.map((target, index) => (
          <li key={target} className="flex items-center gap-2">
            {index > 0 && target - shown[index - 1]! > 1 ? (
              <span aria-hidden="true" className="text-muted">
                …
              </span>
            ) : null}
            <Link
              to={href(target)}
              aria-current={target === page ? "page" : undefined}
              className={`inline-flex size-10 items-center justify-center rounded-full text-sm font-semibold ${
                target === page ? "bg-ink text-white" : "border border-line hover:border-ink"
              }`}
            >
              <span className="sr-only">Page </span>
              {target}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} className="btn-secondary" rel="next">
              Next<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
