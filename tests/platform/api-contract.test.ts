/**
 * The API contract (contract/api/): its OpenAPI 3.1 document is valid by the OpenAPI schema, each
 * operation is named once, and every endpoint in it is served by the embedded platform at its
 * method and path.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { API_AREAS, apiDocument } from "#contract/api/index";
import { callApi, usePlatform, databaseTargets } from "../support/platform";

describe("the API contract", () => {
  it("generates an OpenAPI 3.1 document that the OpenAPI schema validates", async () => {
    const validator = new Validator();
    const result = await validator.validate(apiDocument() as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect([result.valid, validator.version]).toEqual([true, "3.1"]);
    const operations = Object.values(apiDocument().paths as Record<string, object>).flatMap((methods) => Object.keys(methods));
    console.log(`OpenAPI: ${operations.length} operations, valid (OpenAPI ${validator.version})`);
  });

  it("names each operation once", () => {
    const ids = API_AREAS.flatMap((area) => area.endpoints.map((endpoint) => endpoint.id));
    expect(ids.length).toBe(new Set(ids).size);
  });
});

describe.each(databaseTargets.slice(0, 1))("the contract's endpoints on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("are all served: none answers 'No such path' or 405 at its method and path", async () => {
    const unserved: string[] = [];
    for (const endpoint of API_AREAS.flatMap((area) => area.endpoints)) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "name" ? "foundry" : "00000000-0000-4000-8000-000000000000"));
      const response = await callApi<{ message?: string }>(platform(), path, { method: endpoint.method });
      if (response.status === 405 || (response.status === 404 && response.body?.message?.startsWith("No such path"))) unserved.push(`${endpoint.method} ${endpoint.path}: ${response.status}`);
    }
    expect(unserved).toEqual([]);
  });

  it("serves its OpenAPI document at GET /openapi.json, without credentials", async () => {
    const response = await callApi(platform(), "/openapi.json", { credential: null });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(apiDocument());
  });
});
