import { z } from "zod";
import { planChoice } from "./plan-choice.server";

/* Change of membership: the plan to change to. */
export const changePlanSchema = z.object({ planId: planChoice });
