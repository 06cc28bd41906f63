/**
 * The OpenAPI 3.1 document of the platform API, generated from the endpoints of contract/api/
 * with zod's own JSON Schema output (OpenAPI 3.1 schemas are JSON Schema 2020-12): what a request
 * may send is the schemas' input, what an answer holds their output. The platform serves it
 * (GET /openapi.json) and the site renders it as the API reference page.
 */
import { z } from "zod";
import type { Endpoint } from "./endpoint";
import { errorBody } from "./errors";

type JsonSchema = Record<string, unknown>;

/** Schemas named with `.meta({ id })`, gathered while one document is made (its components.schemas). */
type Components = Record<string, JsonSchema>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

/** Points zod's `#/$defs/<id>` (schemas named with `.meta({ id })`) at `#/components/schemas/<id>`, gathering the definitions there. */
function hoist(value: unknown, components: Components): unknown {
  if (Array.isArray(value)) return value.map((item) => hoist(item, components));
  if (value === null || typeof value !== "object") return value;
  const out: JsonSchema = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "$defs") {
      for (const [id, definition] of Object.entries(item as JsonSchema)) components[id] = hoist(definition, components) as JsonSchema;
    } else if (key === "$ref" && typeof item === "string") out[key] = item.replace("#/$defs/", "#/components/schemas/");
    else out[key] = hoist(item, components);
  }
  return out;
}

function schemaOf(schema: z.ZodType, io: "input" | "output", components: Components): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return hoist(json, components) as JsonSchema;
}

function parameters(endpoint: Endpoint, components: Components): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, object] of [["path", endpoint.params], ["query", endpoint.query]] as const) {
    if (!object) continue;
    for (const [name, field] of Object.entries(object.shape as Record<string, z.ZodType>)) {
      const schema = schemaOf(field, "input", components);
      const { description, ...rest } = schema;
      list.push({
        name,
        in: where,
        required: where === "path" || !field.safeParse(undefined).success,
        ...(typeof description === "string" ? { description } : {}),
        schema: rest,
      });
    }
  }
  return list;
}

function requestBody(endpoint: Endpoint, components: Components): JsonSchema | undefined {
  const body = endpoint.body;
  if (!body) return undefined;
  if ("json" in body) return { required: true, content: { "application/json": { schema: schemaOf(body.json, "input", components) } } };
  if ("form" in body) return { required: true, content: { "application/x-www-form-urlencoded": { schema: schemaOf(body.form, "input", components) } } };
  const fields = schemaOf(body.multipart, "input", components) as { properties?: JsonSchema; required?: string[] };
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          properties: { ...fields.properties, [body.file.field]: { type: "string", contentMediaType: "application/octet-stream", description: `${body.file.kinds}, at most ${body.file.maxBytes / 1024 / 1024} MB` } },
          required: [...(fields.required ?? []), body.file.field],
        },
      },
    },
  };
}

function responses(endpoint: Endpoint, components: Components): JsonSchema {
  const answer = endpoint.answer;
  const out: JsonSchema = {};
  if ("json" in answer) {
    for (const status of [answer.status, ...(endpoint.alsoAnswers ?? [])]) out[status] = { description: endpoint.summary, content: { "application/json": { schema: schemaOf(answer.json, "output", components) } } };
  }
  else if ("file" in answer) out[answer.status] = { description: answer.file, content: { "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } } } };
  else out[answer.status] = { description: `${endpoint.summary}: done, nothing to answer` };
  const byStatus = new Map<number, string[]>();
  for (const refusal of endpoint.refusals) {
    const line = `\`${refusal.code}\`${refusal.field ? ` (field \`${refusal.field}\`)` : ""}: ${refusal.when}`;
    byStatus.set(refusal.status, [...(byStatus.get(refusal.status) ?? []), line]);
  }
  if (endpoint.caller !== "anyone") byStatus.set(401, [...(byStatus.get(401) ?? []), `\`unauthorized\`: no valid API credential${endpoint.caller === "member" ? ", or no valid member token" : ""}.`]);
  for (const [status, lines] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[status] = { description: lines.join("\n\n"), content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  }
  return out;
}

function security(endpoint: Endpoint): JsonSchema[] {
  switch (endpoint.caller) {
    case "anyone":
      return [];
    case "credential":
      return [{ apiUsername: [], apiKey: [] }];
    case "member":
      return [{ apiUsername: [], apiKey: [], member: [] }];
    case "member-or-guest":
      return [{ apiUsername: [], apiKey: [], member: [] }, { apiUsername: [], apiKey: [] }];
  }
}

/** The document, operations in the order of the areas given. */
export function openApiDocument(info: OpenApiInfo, areas: readonly { name: string; description: string; endpoints: readonly Endpoint[] }[]): JsonSchema {
  const components: Components = {};
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const area of areas) {
    for (const endpoint of area.endpoints) {
      const body = requestBody(endpoint, components);
      const params = parameters(endpoint, components);
      (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = {
        operationId: endpoint.id,
        tags: [area.name],
        summary: endpoint.summary,
        description: `Spec: ${endpoint.spec}.`,
        security: security(endpoint),
        ...(params.length > 0 ? { parameters: params } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: responses(endpoint, components),
      };
    }
  }
  return {
    openapi: "3.1.0",
    info,
    tags: areas.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: { ...components, Error: schemaOf(errorBody, "output", components) },
      securitySchemes: {
        apiUsername: { type: "apiKey", in: "header", name: "X-Api-Username", description: "The credential's username (the site's, an operator's or a sandbox's)." },
        apiKey: { type: "apiKey", in: "header", name: "X-Api-Key", description: "The credential's key." },
        member: { type: "http", scheme: "bearer", description: "A member's access token from POST /login or POST /refresh." },
      },
    },
  };
}
