import { openApiJson } from "./api-reference.server";

/** GET /api-reference/openapi.json: the platform API's OpenAPI 3.1 document (contract/api/). */
export function loader() {
  return new Response(openApiJson(), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
