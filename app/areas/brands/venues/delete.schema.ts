import { z } from "zod";

/* Deleting a venue: only from the question's own button. */
export const deleteVenueSchema = z.object({ confirm: z.literal("yes") });
