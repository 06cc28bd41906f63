import { z } from "zod";
import { MAX_AVATAR_BYTES } from "#contract/limits";
import { DASHBOARD_MESSAGES } from "./dashboard-text";

/* The profile picture: a file of at most 2 MB. Whether it is an image the platform reads from its bytes. */
export const avatarSchema = z.object({
  avatar: z.file({ error: DASHBOARD_MESSAGES.chooseImage }).max(MAX_AVATAR_BYTES, DASHBOARD_MESSAGES.imageTooLarge),
});
