import { z } from "zod";

/* Deleting every notification: only from the question's own button. */
export const deleteAllSchema = z.object({ confirm: z.literal("yes") });
