import { z } from "zod";
import { text } from "~/.server/forms/rules";
import { PAGE_LIMITS, PAGE_MESSAGES } from "./pages-text";

/*
 * A new brand page (POST /account/business/pages): the site checks only that both are there and
 * their lengths; the name's format (letters, digits, hyphens) is the platform's rule, and its
 * words come back at the field.
 */
export const newPageSchema = z.object({
  name: text("Name", PAGE_LIMITS.name).refine((value) => value !== "", { message: PAGE_MESSAGES.nameRequired }),
  title: text("Title", PAGE_LIMITS.title).refine((value) => value !== "", { message: PAGE_MESSAGES.titleRequired }),
});

export type NewPageFields = z.input<typeof newPageSchema>;
