import { z } from "zod";

/* Sign out: a button, no field. */
export const signOutSchema = z.object({});
