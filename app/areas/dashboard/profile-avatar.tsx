import type { Route } from "./+types/profile-avatar";
import { MAX_AVATAR_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { submitDashboardForm } from "./member.server";
import { AvatarForm } from "./avatar-form";
import { replyOf } from "./dashboard-form";
import { DASHBOARD_MESSAGES, DASHBOARD_PATHS, NOTICES } from "./dashboard-text";
import { avatarSchema } from "./profile-avatar.schema";
import { profileCalls } from "~/areas/account/profile-calls.server";

/* /dashboard/profile/avatar: the picture upload (the profile page, with this form's answer). */

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: avatarSchema,
    // Read up to the image limit and its form (chunked too): past it, a 413 said at the field.
    bodyLimit: { maxBytes: MAX_AVATAR_BYTES + MULTIPART_OVERHEAD_BYTES, message: DASHBOARD_MESSAGES.imageTooLarge, field: "avatar" },
    // Whether it is an image the platform reads from its bytes; its refusal is shown at the field.
    refusalField: "avatar",
    async submit({ avatar }, { platform }) {
      await profileCalls(platform).uploadAvatar(avatar, avatar.name || "avatar");
      return { notice: NOTICES.pictureUpdated, to: DASHBOARD_PATHS.profile };
    },
  });
}

export default function ProfileAvatar({ actionData }: Route.ComponentProps) {
  return <AvatarForm lastResult={replyOf(actionData)} />;
}
