/** The platform itself (platform-core §7 "Venues and locations": GET /version). */
import { z } from "zod";
import { endpoint } from "./endpoint";

export const getVersion = endpoint({
  id: "getVersion",
  method: "GET",
  path: "/version",
  summary: "Name, version and environment of the platform",
  spec: "platform-core §7 Venues and locations",
  caller: "anyone",
  answer: {
    status: 200,
    json: z.object({ name: z.string(), version: z.string(), environment: z.string().meta({ description: '"production" or "demo".' }) }).meta({ id: "PlatformVersion" }),
  },
  refusals: [],
});

export const getOpenApiDocument = endpoint({
  id: "getOpenApiDocument",
  method: "GET",
  path: "/openapi.json",
  summary: "This API's OpenAPI 3.1 document",
  spec: "platform-core §7",
  caller: "anyone",
  answer: { status: 200, json: z.looseObject({ openapi: z.literal("3.1.0"), paths: z.record(z.string(), z.unknown()) }) },
  refusals: [],
});

export const systemEndpoints = [getVersion, getOpenApiDocument] as const;
