import { z } from "zod";
import { DOOR_CODE_MAX_INPUT, normalDoorCode } from "#contract/door-code";
import { CHECK_IN_MESSAGES } from "./check-in-text";

/* A code typed (or scanned) at the door: any case, with dashes or spaces (#contract/door-code). */
export const checkInSchema = z.object({
  code: z
    .string({ error: CHECK_IN_MESSAGES.codeRequired })
    .trim()
    .min(1, CHECK_IN_MESSAGES.codeRequired)
    .max(DOOR_CODE_MAX_INPUT, CHECK_IN_MESSAGES.codeTooLong)
    .refine((typed) => normalDoorCode(typed) !== null, CHECK_IN_MESSAGES.notACode),
});
