import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import type { ExperienceEdit } from "./experience-editing-calls.server";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { submitDashboardForm } from "~/areas/dashboard/member.server";
import type { EditorChoices } from "./experience-form";
import { MAX_WINDOWS } from "./experience-text";
import { experienceFormSchema } from "./form-schema.server";
import { editOf } from "./form-body.server";
import { experienceRefusal } from "./refusals.server";
import { experienceCalls } from "~/areas/marketplace/experience-calls.server";
import { membershipTiers } from "~/.server/auth/own-profile";
import type { Experience } from "~/areas/marketplace/experience-entity.server";
import { brandOwnerCalls } from "~/areas/brands/brand-owner-calls.server";
import type { Brand } from "~/areas/dashboard/own-brand-calls.server";

/*
 * What the editor's routes share on the server: the owner's brand and experience (404 for anyone
 * else's, as the brand's home does), the choices the form offers, and its action (the window
 * intents without JavaScript, else the call).
 */

/** An experience of that brand (archived too); any other id is a 404. */
export async function ownedExperience(platform: PlatformCore, brand: Brand, id: string): Promise<Experience> {
  try {
    const experience = await experienceCalls(platform).byId(id);
    if (experience.provider.id !== brand.id) throw data(null, { status: 404 });
    return experience;
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** The categories (all, even empty ones) and the brand's venues. */
export async function editorChoices(platform: PlatformCore, brand: Brand): Promise<EditorChoices> {
  const [categories, venues] = await Promise.all([experienceCalls(platform).categories({ empty: true }), brandOwnerCalls(platform).ownVenues()]);
  return {
    categories: categories.map(({ name, title }) => ({ name, title })),
    venues: venues.filter((venue) => venue.provider.id === brand.id).map(({ id, name }) => ({ id, name })),
    tiers: membershipTiers,
  };
}

type Context = Readonly<RouterContextProvider>;

/**
 * The editor's action: "add-window" and "remove-window-<n>" answer the form again with one window
 * more or less and every value kept (no call, no errors); saving runs the form pipeline, then `save`.
 */
export async function editorAction(
  request: Request,
  context: Context,
  brandId: string,
  save: (edit: ExperienceEdit, platform: PlatformCore) => Promise<{ notice: string; to: string }>,
) {
  const formData = await readBoundedFormData(request);
  const intent = formData?.get("intent");
  if (formData && typeof intent === "string" && intent !== "save") {
    const windowsReply = windowIntent(formData, intent);
    if (windowsReply) return windowsReply;
  }
  return submitDashboardForm(request, context, {
    schema: experienceFormSchema,
    formData,
    async submit(value, { platform }) {
      try {
        return await save(editOf(value, brandId), platform);
      } catch (error) {
        throw experienceRefusal(error) ?? error;
      }
    },
  });
}

function windowIntent(formData: FormData, intent: string) {
  const payload = parseWithZod(formData, { schema: experienceFormSchema }).payload as Record<string, unknown>;
  const windows = Array.isArray(payload.windows) ? [...(payload.windows as unknown[])] : [];
  const removed = /^remove-window-(\d+)$/.exec(intent);
  if (intent === "add-window" && windows.length < MAX_WINDOWS) windows.push({});
  else if (removed) windows.splice(Number(removed[1]), 1);
  else return null;
  return data({ result: { initialValue: { ...payload, windows } } });
}
