import { z } from "zod";
import { planChoice } from "./plan-choice.server";

/* Paying a membership whose last payment failed: the membership's plan. */
export const paySchema = z.object({ planId: planChoice });
