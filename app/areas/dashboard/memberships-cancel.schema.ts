import { z } from "zod";
import { planChoice } from "./plan-choice.server";

/* The cancellation of a membership, confirmed on the step before. */
export const cancelSchema = z.object({ planId: planChoice });
