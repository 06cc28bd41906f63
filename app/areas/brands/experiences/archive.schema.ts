import { z } from "zod";

/* Archiving an experience: only from the question's own button. */
export const archiveSchema = z.object({ confirm: z.literal("yes") });
