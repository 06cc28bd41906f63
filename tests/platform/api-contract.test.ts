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

  it("holds every call platform-core §7 and marketing-site §7 name", () => {
    const SPEC_CALLS = `
      POST /login; POST /logout; POST /account/create; POST /account/verify; POST /forgot-password; POST /refresh
      GET /account/me; PUT /account/my/profile; GET /account/my/network; PUT /account/my/password; PUT /account/my/email
      POST /account/my/email/confirm; PUT /account/my/avatar; GET /account/notifications; POST /account/notifications/{id}/read
      POST /account/notifications/{id}/unread; DELETE /account/notifications/{id}; POST /account/notifications/all/read
      DELETE /account/notifications/all; GET /account/my/follows; GET /account/business; POST /account/business/onboard
      GET /account/business/experiences; GET /account/business/venues; GET /account/business/pages
      GET /account/business/pages/{name}; POST /account/coins/transfer; GET /account/contracts
      GET /business/list; GET /business/name/{username}/pages
      GET /experiences/list; GET /experiences/categories/{category}/list; GET /experiences/tags/{tag}/list; GET /experiences/id/{id}
      GET /experiences/categories; GET /experiences/categories/tags; GET /experiences/categories/{category}/tags
      POST /experiences/search; POST /experiences/create; PUT /experiences/id/{id}; POST /experiences/id/{id}/likes
      DELETE /experiences/id/{id}/likes; POST /experiences/id/{id}/share; PUT /experiences/id/{id}/images/cover
      POST /experiences/id/{id}/checkout/hosted; POST /experiences/id/{id}/rate; POST /experiences/id/{id}/rate/provider
      GET /purchases/id/{id}; GET /purchases/experiences; GET /purchases/experiences/history; GET /purchases/id/{id}/tickets
      GET /purchases/tickets/id/{id}; GET /purchases/tickets/id/{id}/close; GET /purchases/experiences/id/{id}/tickets
      GET /membership/plans; PUT /membership/plans/{id}/change; DELETE /membership/plans/{id}/cancel
      PUT /membership/plans/{id}/pause; PUT /membership/plans/{id}/unpause; POST /membership/plans/{id}/checkout/hosted
      GET /user/id/{id}; POST /user/search; GET /user/email/{email}; POST /user/id/{id}/follow; DELETE /user/id/{id}/follow
      GET /location/venues/id/{id}; POST /location/venues/; PUT /location/venues/id/{id}; DELETE /location/venues/id/{id}
      POST /location/venues/id/{id}/tags; GET /location/venues/tags; GET /location/venues/themes; POST /location/venues/themes
      POST /location/search/autocomplete; POST /location/address; POST /location/distance/to/place
      POST /location/distance/to/experience; POST /location/distance; GET /version; POST /sandbox/create
      POST /{name}/contact; POST /{name}/contact/cv; POST /{name}/contact/interests`
      .split(/[;\n]/)
      .map((call) => call.trim())
      .filter(Boolean);
    const paths = apiDocument().paths as Record<string, Record<string, unknown>>;
    const held = new Set(Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)));
    expect(SPEC_CALLS.filter((call) => !held.has(call))).toEqual([]);
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

  it("serves nothing outside it but the pages and files browsers load", () => {
    const declared = new Set(API_AREAS.flatMap((area) => area.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/\{(\w+)\}/g, ":$1")}`)));
    // Not API calls: the demo checkout pages and their stylesheet, stored images, the sandbox's pages.
    const forBrowsers = /^\/(checkout|experience-checkout|assets|files|sandbox-env)\//;
    // The spec's POST /location/venues/ is answered without its slash too.
    declared.add("POST /location/venues");
    const served = platform()
      .app.routes.filter((route) => route.method !== "ALL" && !route.path.includes("*"))
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !forBrowsers.test(route.split(" ")[1]!));
    expect([...new Set(served)].filter((route) => !declared.has(route))).toEqual([]);
  });

  it("serves its OpenAPI document at GET /openapi.json, without credentials", async () => {
    const response = await callApi(platform(), "/openapi.json", { credential: null });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(apiDocument());
  });
});
