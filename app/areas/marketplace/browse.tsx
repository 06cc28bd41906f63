import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/browse";
import { applyNear, experienceHref, givenPlace, NEAR_MESSAGES } from "./near.server";
import { distanceFromPlace } from "./distance-words";
import { MAX_KEYWORDS, MAX_PARTY, RADII, readSearchQuery, TIMES_OF_DAY } from "./search-query.server";
import { cardView } from "./view.server";
import { visitorOf } from "~/.server/auth/visitor";
import { PlatformError } from "~/.server/platform";
import { log } from "~/.server/http/log";
import { experienceCalls, type ExperiencePage } from "./experience-calls.server";
import { ExperienceCard } from "./experience-card";
import { resultCount } from "./result-count";
import { SearchForm } from "./search-form";
import { pageMeta } from "~/areas/shell/meta";
import type { visitorsCopyPage } from "~/areas/shell/static-page";
import { PageIntro } from "~/ui/page-intro";
import { Pagination } from "~/ui/pagination";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Experiences", "Find classes, tours, tastings and adventures run by the brands on the platform, and book them.");

// The same for every anonymous visitor with the same address and time zone (the lists it shows are
// kept <= 30 s by the platform's shared cache anyway): its anonymous document may be kept as well.
// (Written here, checked against its type: the shared shell chunk is at the pages' JavaScript budget.)
export const handle: typeof visitorsCopyPage = { visitorsCopy: true };

const PER_PAGE = 12;
const NO_SUCH_CATEGORY = "There is no such category.";
const NO_SUCH_TAG = "There is no such tag.";

/**
 * /experiences: browse (every listed experience, or one category's, or one tag's) and search, all
 * from the query string. The simplest ask uses the simplest call: no filter lists, a category or
 * a tag alone uses their lists, anything else searches.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = readSearchQuery(url.searchParams);
  const visitor = await visitorOf(request, context);
  const experiences = experienceCalls(visitor.platform);
  // The typed place, found by the platform's place search; if that fails the rest still searches.
  const near = await applyNear(query, visitor.platform).catch((error: unknown) => {
    log.error({ err: error }, "The marketplace's place search failed");
    query.errors.near = NEAR_MESSAGES.unavailable;
    return null;
  });
  const { search } = query;
  const filters = Object.keys(search);
  const paging = { page: query.page, perPage: PER_PAGE };
  const options = {
    radii: RADII,
    timesOfDay: TIMES_OF_DAY,
    maxKeywords: MAX_KEYWORDS,
    maxParty: MAX_PARTY,
  };
  const form = { values: query.values, errors: query.errors };
  // A category or tag nobody has (a hand-made or old link) finds nothing and says so: the
  // platform's 404 for its list is an answer, not an outage.
  const unknown = <T,>(field: "category" | "tag", message: string, nothing: T) => (error: unknown) => {
    if (!(error instanceof PlatformError) || error.status !== 404) throw error;
    query.errors[field] = message;
    return nothing;
  };
  const noResults: ExperiencePage = { experiences: [], total: 0, totalExact: true, page: 1, perPage: PER_PAGE };
  try {
    const [results, categories, tags] = await Promise.all([
      filters.length === 0
        ? experiences.list(paging)
        : filters.length === 1 && search.category
          ? experiences.inCategory(search.category, paging).catch(unknown("category", NO_SUCH_CATEGORY, noResults))
          : filters.length === 1 && search.tags?.length === 1
            ? experiences.withTag(search.tags[0]!, paging).catch(unknown("tag", NO_SUCH_TAG, noResults))
            : experiences.search(search, paging),
      experiences.categories(),
      search.category
        ? experiences.tags({ category: search.category }).catch(unknown("category", NO_SUCH_CATEGORY, []))
        : experiences.tags({}),
    ]);
    const pageCount = Math.max(1, Math.ceil(results.total / PER_PAGE));
    return {
      state: "results" as const,
      form,
      options: { ...options, categories, tags },
      filtered: query.filtered,
      category: search.category ?? null,
      heading: filters.length === 1 && search.category ? (categories.find((category) => category.name === search.category)?.title ?? "Results") : query.filtered ? "Results" : "All experiences",
      total: results.total,
      totalExact: results.totalExact,
      page: Math.min(results.page, pageCount),
      pageCount,
      // Near a place: each card says how far (the search's own answer) and carries the place to its page.
      items: results.experiences.map((experience) => {
        const distance = near ? results.distances?.[experience.id] : undefined;
        return {
          ...cardView(experience, visitor.isMember),
          href: experienceHref(experience.id, near ? query.values.near : null),
          distance: near && distance ? distanceFromPlace(distance, givenPlace(near)) : null,
        };
      }),
      search: url.search,
    };
  } catch (error) {
    log.error({ err: error }, "The marketplace could not be read");
    return data(
      { state: "error" as const, form, heading: "Experiences", options: { ...options, categories: [], tags: [] } },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}

export default function Experiences({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/experiences";
  return (
    <>
      <PageIntro
        compact
        eyebrow="Marketplace"
        title="Experiences"
        lead="Classes, tours, tastings and adventures from the brands on the platform. Members pay member prices."
      />
      <section aria-label="Search" className="container-page pt-4 sm:pt-10">
        <SearchForm query={loaderData.form} options={loaderData.options} />
      </section>
      {loaderData.state === "results" && loaderData.options.categories.length > 0 ? (
        <nav aria-label="Categories" className="container-page pt-4 sm:pt-8">
          {/* One row on a phone, scrolling inside itself, so the results start on the first screen
              (positioned: the links' screen-reader text is placed in it, inside its clip, not the page's). */}
          <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {loaderData.options.categories.map((category) => (
              <li key={category.name} className="shrink-0">
                <Link
                  to={`/experiences?category=${encodeURIComponent(category.name)}`}
                  aria-current={loaderData.category === category.name ? "page" : undefined}
                  className="inline-flex rounded-full border border-line px-3.5 py-1.5 text-sm font-semibold hover:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
                >
                  {category.title} <span className="sr-only">,</span>
                  <span className="ml-1.5 font-normal opacity-80">{category.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section id="results" aria-labelledby="results-title" className="container-page scroll-mt-20 pt-6 pb-10 sm:py-10" aria-busy={loading || undefined}>
        <h2 id="results-title" className="text-2xl font-bold tracking-tight">
          {loaderData.heading}
        </h2>
        {loading ? (
          <p role="status" className="mt-2 text-muted">
            Loading experiences...
          </p>
        ) : null}
        <Results data={loaderData} dimmed={loading} />
      </section>
    </>
  );
}

function Results({ data: results, dimmed }: { data: Route.ComponentProps["loaderData"]; dimmed: boolean }) {
  if (results.state === "error") {
    return (
      <p role="alert" className="mt-6 rounded-2xl border border-danger/30 bg-danger/5 p-6 font-medium text-danger">
        Experiences could not be loaded just now. Please try again in a moment.
      </p>
    );
  }
  if (results.total === 0) {
    return (
      <div className="mt-6 rounded-2xl border border-line p-6">
        <p className="font-medium">No experiences match this search.</p>
        <p className="mt-2 text-sm text-muted">
          Try fewer filters, other dates or a wider distance, or{" "}
          <Link to="/experiences" className="link">
            see every experience
          </Link>
          .
        </p>
      </div>
    );
  }
  const first = (results.page - 1) * PER_PAGE + 1;
  const last = first + results.items.length - 1;
  const href = (page: number) => {
    const params = new URLSearchParams(results.search);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    const search = params.toString();
    return `/experiences${search ? `?${search}` : ""}#results`;
  };
  return (
    <>
      <p className="mt-2 text-sm text-muted">
        {resultCount(first, last, results.total, results.totalExact)}
      </p>
      <ul className={`mt-6 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${dimmed ? "opacity-50" : ""}`}>
        {results.items.map((experience) => (
          <li key={experience.id} className="render-when-near">
            <ExperienceCard experience={experience} />
          </li>
        ))}
      </ul>
      <Pagination page={results.page} pageCount={results.pageCount} href={href} label="Result pages" />
    </>
  );
}
