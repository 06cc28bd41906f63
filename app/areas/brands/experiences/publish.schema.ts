import { z } from "zod";

/* Publish: list it ("true") or take it off the listings ("false"); the button says which. */
export const publishSchema = z.object({ listed: z.enum(["true", "false"]) });
