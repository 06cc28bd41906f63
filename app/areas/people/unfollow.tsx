import type { Route } from "./+types/unfollow";
import { submitDashboardForm } from "~/areas/dashboard/member.server";
import { FormFailure } from "~/ui/form-failure";
import { PEOPLE_NOTICES, PEOPLE_PATHS } from "./people-text";
import { unfollowSchema } from "./unfollow.schema";
import { peopleCalls } from "./people-calls.server";

/*
 * /dashboard/people/unfollow (POST): stop following one person, then the lists again with a
 * notice. A failure shows the lists with the platform's words.
 */

export const action = ({ request, context }: Route.ActionArgs) =>
  submitDashboardForm(request, context, {
    schema: unfollowSchema,
    async submit({ id }, { platform }) {
      await peopleCalls(platform).unfollow(id);
      return { notice: PEOPLE_NOTICES.unfollowed, to: PEOPLE_PATHS.dashboard };
    },
  });

export default function Unfollow({ actionData }: Route.ComponentProps) {
  return <FormFailure actionData={actionData} />;
}
