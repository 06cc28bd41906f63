import { z } from "zod";
import { MAX_COVER_BYTES } from "#contract/limits";
import { EXPERIENCE_MESSAGES } from "./experience-text";

/* The cover image: a file of at most 5 MB. Whether it is an image the platform reads from its bytes. */
export const coverSchema = z.object({
  cover: z.file({ error: EXPERIENCE_MESSAGES.chooseImage }).max(MAX_COVER_BYTES, EXPERIENCE_MESSAGES.imageTooLarge),
});
