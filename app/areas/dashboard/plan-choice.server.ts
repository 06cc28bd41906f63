import { text } from "~/.server/forms/rules";
import { MESSAGES } from "~/areas/account/account-forms";

/**
 * The membership plan a membership form is about (a hidden field, or the plan chosen to change
 * to): required, with the spec's message (platform-core §5 "Membership selection"). The platform
 * says whether it is a plan at all.
 */
export const planChoice = text("Plan", 64).refine((planId) => planId !== "", MESSAGES.selectLevel);
