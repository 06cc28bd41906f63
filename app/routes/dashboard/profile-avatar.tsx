import { data } from "react-router";
import type { Route } from "./+types/profile-avatar";
import { MAX_AVATAR_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { refusedUnread, submitDashboardForm } from "~/features/dashboard/member.server";
import { AvatarForm } from "~/features/dashboard/avatar-form";
import { replyOf } from "~/features/dashboard/dashboard-form";
import { DASHBOARD_MESSAGES, DASHBOARD_PATHS, NOTICES } from "~/features/dashboard/dashboard-text";
import { avatarSchema } from "./profile-avatar.schema";

/* /dashboard/profile/avatar: the picture upload (the profile page, with this form's answer). */

export async function action({ request, context }: Route.ActionArgs) {
  // Refused from its Content-Length, before a byte of an image too large is read.
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_AVATAR_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return data(refusedUnread(DASHBOARD_MESSAGES.imageTooLarge, "avatar"), { status: 400 });
  }
  return submitDashboardForm(request, context, {
    schema: avatarSchema,
    // Whether it is an image the platform reads from its bytes; its refusal is shown at the field.
    refusalField: "avatar",
    async submit({ avatar }, { platform }) {
      await platform.profile.uploadAvatar(avatar, avatar.name || "avatar");
      return { notice: NOTICES.pictureUpdated, to: DASHBOARD_PATHS.profile };
    },
  });
}

export default function ProfileAvatar({ actionData }: Route.ComponentProps) {
  return <AvatarForm lastResult={replyOf(actionData)} />;
}
