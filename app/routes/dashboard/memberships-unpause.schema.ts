import { z } from "zod";
import { planChoice } from "~/features/dashboard/plan-choice.server";

/* The end of a pause: the paused membership. */
export const unpauseSchema = z.object({ planId: planChoice });
