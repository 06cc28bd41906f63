import { data } from "react-router";
import type { Route } from "./+types/api-reference-area";
import { pageMeta } from "~/areas/shell/meta";
import { staticPage } from "~/areas/shell/static-page";
import { PageIntro } from "~/ui/page-intro";
import { ScrollableTable } from "~/ui/scrollable-table";
import { apiReferenceArea, type FieldRow, type Operation } from "./api-reference.server";

/*
 * One area of the platform API's reference (/api-reference/<area>; the index is
 * api-reference.tsx), generated from the contract (contract/api/) on the server: each call, who
 * may make it, what it reads, what it answers and how it refuses, and the shapes they name. A
 * static page: no JavaScript.
 */
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    loaderData ? `${loaderData.area.name} · API reference` : "API reference",
    loaderData ? `The platform API's ${loaderData.area.name} calls: what each reads, what it answers and how it refuses.` : "The platform API's reference.",
  );

export function loader({ params }: Route.LoaderArgs) {
  const reference = apiReferenceArea(params.area);
  if (!reference) throw data(null, { status: 404 });
  return reference;
}

const anchor = (id: string) => `op-${id}`;

/** `of` names the call in the caption for screen readers: every table's region is named apart. */
function Fields({ id, caption, of, rows, where }: { id: string; caption: string; of?: string; rows: (FieldRow & { where?: string })[]; where?: boolean }) {
  const captionId = `${id}-caption`;
  return (
    <ScrollableTable captionId={captionId}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption id={captionId} className="px-4 pt-3 text-left font-semibold text-ink">
          {caption}
          {of ? <span className="sr-only"> of {of}</span> : null}
        </caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">Name</th>
            {where ? <th scope="col" className="px-4 py-2 font-medium">In</th> : null}
            <th scope="col" className="px-4 py-2 font-medium">Type</th>
            <th scope="col" className="px-4 py-2 font-medium">Required</th>
            <th scope="col" className="px-4 py-2 font-medium">Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.where ?? ""}${row.name}`} className="border-t border-line align-top">
              <th scope="row" className="px-4 py-2 font-mono text-xs font-medium whitespace-nowrap text-ink">{row.name}</th>
              {where ? <td className="px-4 py-2">{row.where}</td> : null}
              <td className="px-4 py-2 font-mono text-xs">{row.type}</td>
              <td className="px-4 py-2">{row.required ? "Yes" : "No"}</td>
              <td className="px-4 py-2 text-muted">{row.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableTable>
  );
}

function Endpoint({ operation }: { operation: Operation }) {
  const id = anchor(operation.id);
  const call = `${operation.method} ${operation.path}`;
  return (
    <article aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4 border-t border-line pt-8" id={id}>
      <h3 id={`${id}-title`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg font-semibold">
        <span className="font-mono text-sm">
          <span className="rounded bg-ink px-1.5 py-0.5 text-white">{operation.method}</span> {operation.path}
        </span>
        <span>{operation.summary}</span>
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">Who may call</dt>
        <dd className="text-muted">{operation.caller}</dd>
        <dt className="font-medium">Operation</dt>
        <dd className="font-mono text-xs text-muted">{operation.id}</dd>
        <dt className="font-medium">Spec</dt>
        <dd className="text-muted">{operation.spec}</dd>
      </dl>
      {operation.parameters.length > 0 ? <Fields id={`${id}-parameters`} caption="Parameters" of={call} rows={operation.parameters} where /> : null}
      {operation.body ? (
        <Fields id={`${id}-body`} caption={`Body (${operation.body.contentType})`} of={call} rows={operation.body.fields} />
      ) : null}
      {operation.answer.fields.length > 0 ? (
        <Fields id={`${id}-answer`} caption={`Answer ${operation.answer.status}: ${operation.answer.type}`} of={call} rows={operation.answer.fields} />
      ) : (
        <p className="text-sm">
          <span className="font-medium">Answer {operation.answer.status}</span>
          {operation.answer.type ? (
            <>
              : <a className="link font-mono text-xs" href={`#shape-${operation.answer.type.replace(/^list of /, "")}`}>{operation.answer.type}</a>
            </>
          ) : operation.answer.contentType ? (
            `: the file (${operation.answer.contentType})`
          ) : (
            ": nothing in the body"
          )}
        </p>
      )}
      {operation.refusals.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">Refusals</h4>
          <ul className="mt-2 space-y-1 text-sm text-muted">
            {operation.refusals.map((refusal, index) => (
              // Two refusals may share a status, code and field, told apart by `when` alone.
              <li key={index}>
                <span className="font-mono text-xs text-ink">
                  {refusal.status} {refusal.code}
                  {refusal.field ? ` (${refusal.field})` : ""}
                </span>
                : {refusal.when}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

export default function ApiReferenceArea({ loaderData }: Route.ComponentProps) {
  const { area, shapes, areas, version } = loaderData;
  return (
    <>
      <PageIntro eyebrow={`API reference · Platform API ${version}`} title={area.name} lead={area.description}>
        <a className="btn-secondary" href="/api-reference">
          Every area of the API
        </a>
        <a className="btn-secondary" href="/api-reference/openapi.json" download="openapi.json">
          Download the OpenAPI document
        </a>
      </PageIntro>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="api-contents" className="text-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
          <h2 id="api-contents" className="font-semibold">Contents</h2>
          <ul className="mt-3 space-y-1">
            {area.operations.map((operation) => (
              <li key={operation.id}>
                <a className="link font-mono text-xs" href={`#${anchor(operation.id)}`}>
                  {operation.method} {operation.path}
                </a>
              </li>
            ))}
            <li className="pt-2">
              <a className="link font-medium" href="#shapes">Shapes</a>
            </li>
          </ul>
          <h2 className="mt-6 font-semibold">Other areas</h2>
          <ul className="mt-3 space-y-1">
            {areas
              .filter((other) => other.slug !== area.slug)
              .map((other) => (
                <li key={other.slug}>
                  <a className="link" href={`/api-reference/${other.slug}`}>{other.name}</a>
                </li>
              ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-14">
          <section aria-labelledby="calls" className="space-y-6">
            <h2 id="calls" className="sr-only">Calls</h2>
            {area.operations.map((operation) => (
              <Endpoint key={operation.id} operation={operation} />
            ))}
          </section>
          <section aria-labelledby="shapes" className="space-y-6">
            <h2 id="shapes" className="scroll-mt-24 text-2xl font-bold">Shapes</h2>
            <p className="text-muted">The named shapes this area's calls read and answer.</p>
            {shapes.map((shape) => (
              <div key={shape.name} id={`shape-${shape.name}`} className="scroll-mt-24">
                <Fields id={`shape-${shape.name}-fields`} caption={shape.name} rows={shape.fields} />
              </div>
            ))}
          </section>
        </div>
      </div>
    </>
  );
}
