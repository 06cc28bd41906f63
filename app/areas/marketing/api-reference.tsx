import type { Route } from "./+types/api-reference";
import { pageMeta } from "~/areas/shell/meta";
import { staticPage } from "~/areas/shell/static-page";
import { PageIntro } from "~/ui/page-intro";
import { apiReferenceIndex } from "./api-reference.server";

/*
 * The platform API's reference (marketing-site §7: the sandbox dialog's "SDK docs" link opens it
 * in a new tab), generated from the contract (contract/api/) on the server. This page is its
 * index: every area and each of its calls, linked to the area's page (api-reference-area.tsx),
 * which says what each reads, answers and refuses. A static page: no JavaScript.
 */
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "API reference", "Every call of the platform API: what it reads, what it answers and how it refuses.");

export function loader() {
  return apiReferenceIndex();
}

export default function ApiReference({ loaderData }: Route.ComponentProps) {
  const { areas, operations, version } = loaderData;
  return (
    <>
      <PageIntro
        eyebrow={`Platform API ${version}`}
        title="API reference"
        lead={`The ${operations} calls of the platform API, by area: who may make each, what it reads, what it answers and how it refuses. Every call but GET /version carries an API credential; failures answer {code, message}, with field and problem when they concern one field.`}
      >
        <a className="btn-secondary" href="/api-reference/openapi.json" download="openapi.json">
          Download the OpenAPI document
        </a>
      </PageIntro>
      <nav aria-labelledby="api-contents" className="container-page py-12">
        <h2 id="api-contents" className="text-2xl font-bold">Contents</h2>
        <ul className="mt-6 grid grid-cols-1 gap-x-10 gap-y-10 lg:grid-cols-2">
          {areas.map((area) => (
            <li key={area.slug}>
              <h3 className="text-lg font-semibold">
                <a className="link" href={`/api-reference/${area.slug}`}>{area.name}</a>
              </h3>
              <p className="mt-1 text-sm text-muted">{area.description}</p>
              <ul className="mt-3 space-y-1 text-sm">
                {area.operations.map((operation) => (
                  <li key={operation.id}>
                    <a className="link font-mono text-xs [overflow-wrap:anywhere]" href={`/api-reference/${area.slug}#op-${operation.id}`}>
                      {operation.method} {operation.path}
                    </a>{" "}
                    <span className="text-muted">{operation.summary}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
