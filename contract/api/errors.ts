import { z } from "zod";
import { ERROR_CODES } from "../error-codes";

/**
 * Every failure's body (platform/README.md "Bodies and errors"): a machine code, words for a
 * developer, and when the failure concerns one field of the request, that field's name (`amount`,
 * `availability.0.start`) and the problem with it alone, so a client shows it at the field
 * without reading the message.
 */
export const errorBody = z
  .object({
    code: z.enum(Object.values(ERROR_CODES) as [string, ...string[]]),
    message: z.string(),
    field: z.string().optional(),
    problem: z.string().optional(),
  })
  .meta({ id: "Error" });

export type ErrorBody = z.infer<typeof errorBody>;
