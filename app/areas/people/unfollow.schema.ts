import { z } from "zod";

/* Unfollow one person from the dashboard's lists. */
export const unfollowSchema = z.object({ id: z.uuid() });
