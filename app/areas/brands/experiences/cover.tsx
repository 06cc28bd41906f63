import { useParams } from "react-router";
import type { Route } from "./+types/cover";
import { MAX_COVER_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { ownedExperience } from "./editor.server";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { coverRefusal } from "./refusals.server";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { CoverForm } from "./cover-form";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_MESSAGES, EXPERIENCE_NOTICES } from "./experience-text";
import { coverSchema } from "./cover.schema";
import { experienceEditingCalls } from "./experience-editing-calls.server";

/* .../experiences/:experienceId/cover: the cover upload (the editor's page, with this form's answer). */

export async function action({ request, context, params }: Route.ActionArgs) {
  // Anyone else's experience is a 404 before its body is read.
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const experience = await ownedExperience(platform, brand, params.experienceId);
  return submitDashboardForm(request, context, {
    schema: coverSchema,
    // Read up to the image limit and its form (chunked too): past it, a 413 said at the field.
    bodyLimit: { maxBytes: MAX_COVER_BYTES + MULTIPART_OVERHEAD_BYTES, message: EXPERIENCE_MESSAGES.imageTooLarge, field: "cover" },
    // Whether it is an image the platform reads from its bytes; its refusal is shown at the field.
    refusalField: "cover",
    async submit({ cover }) {
      try {
        await experienceEditingCalls(platform).uploadCover(experience.id, cover, cover.name || "cover");
      } catch (error) {
        throw coverRefusal(error) ?? error;
      }
      return { notice: EXPERIENCE_NOTICES.cover, to: EXPERIENCE_EDITOR_PATHS.step(brand.id, experience.id, "details") };
    },
  });
}

export default function Cover({ actionData }: Route.ComponentProps) {
  const { brandId = "", experienceId = "" } = useParams();
  return <CoverForm action={EXPERIENCE_EDITOR_PATHS.cover(brandId, experienceId)} lastResult={replyOf(actionData)} />;
}
