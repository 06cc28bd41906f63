import { z } from "zod";

/*
 * Which kinds of notification also arrive by email: `shown` names every kind the form listed
 * (so an unticked box means "no"), `email` the ticked ones. The platform refuses a kind it does not know.
 */
const kind = z.string().regex(/^[a-z_]{1,32}$/);
export const preferencesSchema = z.object({
  shown: z.array(kind).min(1).max(32),
  email: z.array(kind).max(32).default([]),
});
