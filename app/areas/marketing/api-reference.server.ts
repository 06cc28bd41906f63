/**
 * The API reference's content, read from the OpenAPI document the contract generates
 * (contract/api/index.ts): a plain model the pages render on the server, so no schema code ever
 * reaches a browser. An index of the areas, and a page per area with its calls and the shapes they
 * name. One field per row, nested objects by dotted name (`file.size`), a named shape (`$ref`) by
 * its name, linked to its own table.
 */
import type { Caller, Refusal } from "#contract/api/endpoint";
import { API_AREAS, API_VERSION, apiDocument } from "#contract/api/index";

type JsonSchema = Record<string, unknown>;

export type FieldRow = { name: string; type: string; required: boolean; notes: string };
export type Shape = { name: string; fields: FieldRow[] };
export type Operation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  spec: string;
  caller: string;
  parameters: (FieldRow & { where: string })[];
  body: { contentType: string; fields: FieldRow[] } | null;
  answer: { status: string; contentType: string | null; type: string | null; fields: FieldRow[] };
  refusals: (Omit<Refusal, "status"> & { status: number })[];
};
export type ReferenceArea = { slug: string; name: string; description: string; operations: Operation[] };
/** The index: every area with its calls named, not described. */
export type ReferenceIndex = {
  version: string;
  operations: number;
  areas: (Omit<ReferenceArea, "operations"> & { operations: Pick<Operation, "id" | "method" | "path" | "summary">[] })[];
};
/** One area's page; `areas` for the way to the others. */
export type AreaReference = { version: string; area: ReferenceArea; shapes: Shape[]; areas: Pick<ReferenceArea, "slug" | "name">[] };

const CALLERS: Record<Caller, string> = {
  anyone: "Anyone: no credential needed.",
  credential: "An API credential (X-Api-Username and X-Api-Key).",
  member: "An API credential and a member's bearer token.",
  "member-or-guest": "An API credential; a member's bearer token when there is one.",
};

const refName = (ref: string) => ref.split("/").at(-1) ?? ref;

/** What a schema is, in a few words: `string`, `integer`, `Experience`, `list of Ticket`, `one of: a, b`. */
function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === "string") return refName(schema.$ref);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeOf).join(" or ");
  if (schema.type === "array") return `list of ${typeOf((schema.items as JsonSchema | undefined) ?? {})}`;
  if (Array.isArray(schema.type)) return schema.type.join(" or ");
  if (typeof schema.type === "string") return schema.type;
  return "any";
}

/** Limits and formats, in words. */
function notesOf(schema: JsonSchema): string {
  const notes: string[] = [];
  const inner = Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]).find((option) => option.type !== "null") ?? schema : schema;
  if (typeof inner.description === "string") notes.push(inner.description);
  else if (typeof schema.description === "string") notes.push(schema.description);
  if (Array.isArray(inner.enum)) {
    const values = inner.enum.map(String);
    notes.push(`One of: ${values.length > 20 ? `${values.slice(0, 20).join(", ")}, …` : values.join(", ")}.`);
  }
  if (typeof inner.format === "string") notes.push(`Format: ${inner.format}.`);
  const min = inner.minLength as number | undefined;
  const max = inner.maxLength as number | undefined;
  if (max !== undefined) notes.push(min ? `${min} to ${max} characters.` : `At most ${max} characters.`);
  if (typeof inner.minimum === "number" || typeof inner.maximum === "number") {
    notes.push(`From ${inner.minimum ?? "any"} to ${inner.maximum ?? "any"}.`);
  }
  if (typeof inner.maxItems === "number") notes.push(`At most ${inner.maxItems} items.`);
  if (inner.default !== undefined) notes.push(`Default: ${JSON.stringify(inner.default)}.`);
  if (typeof inner.pattern === "string" && inner.format === undefined && inner.pattern.length <= 60) notes.push(`Pattern: ${inner.pattern}`);
  return notes.join(" ");
}

/** The rows of an object schema, nested objects flattened by dotted names (`file.size`, `blocks[].id`). */
function fieldsOf(schema: JsonSchema | undefined, prefix = ""): FieldRow[] {
  if (!schema || typeof schema.$ref === "string") return [];
  if (schema.type === "array" && schema.items && (schema.items as JsonSchema).type === "object") return fieldsOf(schema.items as JsonSchema, `${prefix}[]`);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([key, property]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const row = { name, type: typeOf(property), required: required.has(key), notes: notesOf(property) };
    const nested = property.type === "object" ? fieldsOf(property, name) : property.type === "array" && (property.items as JsonSchema | undefined)?.type === "object" ? fieldsOf(property.items as JsonSchema, `${name}[]`) : [];
    return [row, ...nested];
  });
}

function contentOf(content: unknown): { contentType: string; schema: JsonSchema } | null {
  const entries = Object.entries((content ?? {}) as Record<string, { schema?: JsonSchema }>);
  if (entries.length === 0) return null;
  const [contentType, media] = entries[0]!;
  return { contentType, schema: media.schema ?? {} };
}

/** `#/components/schemas/<name>` of every `$ref` in `value`. */
function refsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, into);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") into.add(refName(item));
      else refsIn(item, into);
    }
  }
  return into;
}

/** An area's address on the site: `/api-reference/<slug>`. */
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

type Built = { version: string; operations: number; areas: (ReferenceArea & { shapeNames: string[] })[]; shapes: Map<string, Shape> };

let built: Built | undefined;

/** The reference of this build's contract (built once: the contract does not change at run time). */
function reference(): Built {
  if (built) return built;
  const document = apiDocument() as { paths: Record<string, Record<string, JsonSchema>>; components: { schemas: Record<string, JsonSchema> } };
  const schemas = document.components.schemas;
  const operations = new Map<string, JsonSchema>();
  for (const methods of Object.values(document.paths)) for (const operation of Object.values(methods)) operations.set(operation.operationId as string, operation);
  const areas = API_AREAS.map((area) => {
    // The shapes an area's calls name, and those they name in turn.
    const shapeNames = refsIn(area.endpoints.map((endpoint) => operations.get(endpoint.id)), new Set());
    for (const name of shapeNames) refsIn(schemas[name], shapeNames);
    return {
      slug: slugOf(area.name),
      name: area.name,
      description: area.description,
      shapeNames: Object.keys(schemas).filter((name) => shapeNames.has(name)),
      operations: area.endpoints.map((endpoint): Operation => {
        const operation = operations.get(endpoint.id)!;
        const body = (operation.requestBody as JsonSchema | undefined) && contentOf((operation.requestBody as JsonSchema).content);
        const success = Object.entries(operation.responses as Record<string, JsonSchema>).find(([status]) => status.startsWith("2"))!;
        const answer = contentOf(success[1].content);
        return {
          id: endpoint.id,
          method: endpoint.method,
          path: endpoint.path,
          summary: endpoint.summary,
          spec: endpoint.spec,
          caller: CALLERS[endpoint.caller],
          parameters: ((operation.parameters as JsonSchema[] | undefined) ?? []).map((parameter) => ({
            where: String(parameter.in),
            name: String(parameter.name),
            type: typeOf(parameter.schema as JsonSchema),
            required: parameter.required === true,
            notes: [typeof parameter.description === "string" ? parameter.description : "", notesOf(parameter.schema as JsonSchema)].filter(Boolean).join(" "),
          })),
          body: body ? { contentType: body.contentType, fields: fieldsOf(body.schema) } : null,
          answer: {
            status: success[0],
            contentType: answer?.contentType ?? null,
            type: answer ? typeOf(answer.schema) : null,
            fields: answer ? fieldsOf(answer.schema) : [],
          },
          refusals: endpoint.refusals.map((refusal) => ({ ...refusal })),
        };
      }),
    };
  });
  const shapes = new Map(Object.entries(schemas).map(([name, schema]) => [name, { name, fields: fieldsOf(schema) }]));
  built = { version: API_VERSION, operations: operations.size, areas, shapes };
  return built;
}

/** The reference's index (/api-reference): every area, and each call of it by name. */
export function apiReferenceIndex(): ReferenceIndex {
  const { version, operations, areas } = reference();
  return {
    version,
    operations,
    areas: areas.map(({ slug, name, description, operations }) => ({
      slug,
      name,
      description,
      operations: operations.map(({ id, method, path, summary }) => ({ id, method, path, summary })),
    })),
  };
}

/** One area's page (/api-reference/<slug>): its calls whole and the shapes they name; null for no such area. */
export function apiReferenceArea(slug: string): AreaReference | null {
  const { version, areas, shapes } = reference();
  const found = areas.find((area) => area.slug === slug);
  if (!found) return null;
  const { shapeNames, ...area } = found;
  return {
    version,
    area,
    shapes: shapeNames.map((name) => shapes.get(name)!),
    areas: areas.map(({ slug, name }) => ({ slug, name })),
  };
}

/** The OpenAPI document itself, for the download link. */
export const openApiJson = (): string => JSON.stringify(apiDocument(), null, 2);
