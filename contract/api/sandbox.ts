/**
 * Free sandbox credentials (marketing-site §3 and §7, platform-core §7 "Sandbox"): the site asks
 * for them with the product's name; the secret key is shown once and never again.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { FIELD_LIMITS } from "../limits";
import { endpoint } from "./endpoint";
import { badBody, rateLimited } from "./errors";
import { requiredLine } from "./fields";

const sandboxCredentials = z
  .object({ public_key: z.string().min(1), secret_key: z.string().min(1), username: z.string().min(1) })
  .meta({ id: "SandboxCredentials" });

export const createSandbox = endpoint({
  id: "createSandbox",
  method: "POST",
  path: "/sandbox/create",
  summary: "Create sandbox credentials",
  spec: "marketing-site §7, platform-core §7 Sandbox",
  caller: "credential",
  body: { json: z.object({ name: requiredLine(FIELD_LIMITS.name).meta({ description: "The product the sandbox is for." }) }).strict() },
  answer: { status: 201, json: sandboxCredentials },
  refusals: [
    { ...badBody, field: "name", when: `The name is missing or longer than ${FIELD_LIMITS.name} characters.` },
    { status: 403, code: ERROR_CODES.forbidden, when: "A sandbox credential cannot create sandboxes: the site's or an operator's can." },
    rateLimited("Too many sandboxes from one visitor or in all within the hour"),
  ],
});

export const sandboxEndpoints = [createSandbox] as const;
