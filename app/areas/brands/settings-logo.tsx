import { useParams } from "react-router";
import type { Route } from "./+types/settings-logo";
import { MAX_LOGO_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { PlatformError } from "~/.server/platform";
import { FormRefusal } from "~/.server/forms/submission";
import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { BRAND_MESSAGES, BRAND_NOTICES } from "./brand-text";
import { brandOwnerCalls } from "./brand-owner-calls.server";
import { forgetOwnedBrands, ownedBrand } from "./owned-brand.server";
import { LogoForm } from "./logo-form";
import { logoSchema } from "./settings.schema";

/* …/settings/logo: the logo upload (the Settings page, with this form's answer). */

export async function action({ request, context, params }: Route.ActionArgs) {
  // Anyone else's brand is a 404 before its body is read.
  const brand = await ownedBrand(memberOf(context).platform, params.brandId);
  return submitDashboardForm(request, context, {
    schema: logoSchema,
    // Read up to the image limit and its form (chunked too): past it, a 413 said at the field.
    bodyLimit: { maxBytes: MAX_LOGO_BYTES + MULTIPART_OVERHEAD_BYTES, message: BRAND_MESSAGES.logoTooLarge, field: "logo" },
    refusalField: "logo",
    async submit({ logo }, { platform }) {
      try {
        await brandOwnerCalls(platform).uploadLogo(brand.id, logo, logo.name || "logo");
      } catch (error) {
        // Not an image the platform can read (its refusal names the `image` part): said at the field, in the site's words.
        if (error instanceof PlatformError && error.status === 400 && error.field === "image") {
          throw new FormRefusal(BRAND_MESSAGES.logoUnreadable, 400, { logo: [BRAND_MESSAGES.logoUnreadable] });
        }
        throw error;
      }
      forgetOwnedBrands(platform);
      return { notice: BRAND_NOTICES.logoUpdated, to: BRAND_PATHS.screen(brand.id, "settings") };
    },
  });
}

export default function SettingsLogo({ actionData }: Route.ComponentProps) {
  const { brandId = "" } = useParams();
  return <LogoForm brandId={brandId} lastResult={replyOf(actionData)} />;
}
