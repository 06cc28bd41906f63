import { z } from "zod";
import { planChoice } from "./plan-choice.server";

/* The end of a pause: the paused membership. */
export const unpauseSchema = z.object({ planId: planChoice });
