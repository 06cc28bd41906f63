import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { data, type RouterContextProvider } from "react-router";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import { experienceEditingCalls, type ExperienceEdit } from "./experience-editing-calls.server";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_NOTICES, EXPERIENCE_STEPS, MAX_WINDOWS, type ExperienceStep } from "./experience-text";
import { stepRefusal } from "./refusals.server";
import { experienceCalls } from "~/areas/marketplace/experience-calls.server";
import type { Experience } from "~/areas/marketplace/experience-entity.server";
import { brandOwnerCalls } from "~/areas/brands/brand-owner-calls.server";
import type { Venue } from "~/areas/brands/venue-entity.server";
import type { Brand } from "~/areas/dashboard/own-brand-calls.server";

/*
 * What the editor's steps share on the server: the owner's brand and experience (404 for anyone
 * else's, as the brand's home does), the brand's venues, and a step's action (the window intents
 * without JavaScript, else the step's call, then the next step).
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

/** The categories (all, even empty ones) to choose from. */
export async function categoryChoices(platform: PlatformCore) {
  return (await experienceCalls(platform).categories({ empty: true })).map(({ name, title }) => ({ name, title }));
}

/** The brand's venues. */
export async function brandVenues(platform: PlatformCore, brand: Brand): Promise<Venue[]> {
  return (await brandOwnerCalls(platform).ownVenues()).filter((venue) => venue.provider.id === brand.id);
}

/** The step after `step` (Publish is last). */
export function nextStep(step: ExperienceStep): ExperienceStep {
  const at = EXPERIENCE_STEPS.findIndex((s) => s.slug === step);
  return EXPERIENCE_STEPS[Math.min(at + 1, EXPERIENCE_STEPS.length - 1)]!.slug;
}

type Context = Readonly<RouterContextProvider>;

/**
 * A step's action: "add-window" and "remove-window-<n>" answer the form again with one window
 * more or less and every value kept (no call, no errors); saving checks the step's form (every
 * error at once), saves its fields and goes to the next step.
 */
export async function stepAction<Schema extends z.ZodType>(
  request: Request,
  context: Context,
  { brandId, experienceId, step, schema, editOf }: {
    brandId: string;
    experienceId: string;
    step: ExperienceStep;
    schema: Schema;
    editOf: (value: z.output<Schema>, platform: PlatformCore) => ExperienceEdit | Promise<ExperienceEdit>;
  },
) {
  const formData = await readBoundedFormData(request);
  const intent = formData?.get("intent");
  if (formData && typeof intent === "string" && intent !== "save") {
    const windowsReply = windowIntent(formData, intent, schema);
    if (windowsReply) return windowsReply;
  }
  const title = EXPERIENCE_STEPS.find((s) => s.slug === step)!.title;
  return submitDashboardForm(request, context, {
    schema,
    formData,
    async submit(value, { platform }) {
      try {
        await experienceEditingCalls(platform).update(experienceId, await editOf(value, platform));
      } catch (error) {
        throw stepRefusal(error) ?? error;
      }
      return { notice: EXPERIENCE_NOTICES.stepSaved(title), to: EXPERIENCE_EDITOR_PATHS.step(brandId, experienceId, nextStep(step)) };
    },
  });
}

function windowIntent(formData: FormData, intent: string, schema: z.ZodType) {
  const payload = parseWithZod(formData, { schema }).payload as Record<string, unknown>;
  const windows = Array.isArray(payload.windows) ? [...(payload.windows as unknown[])] : [];
  const removed = /^remove-window-(\d+)$/.exec(intent);
  if (intent === "add-window" && windows.length < MAX_WINDOWS) windows.push({});
  else if (removed) windows.splice(Number(removed[1]), 1);
  else return null;
  return data({ result: { initialValue: { ...payload, windows } } });
}

/** What every step's loader and action start from: the owner's brand and experience (404 otherwise). */
export async function stepContext(context: Context, params: { brandId?: string; experienceId?: string }) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const experience = await ownedExperience(platform, brand, params.experienceId ?? "");
  return {
    platform,
    brand,
    experience,
    /** What the step's frame shows. */
    frame: { brand: { id: brand.id, name: brand.name }, experience: { id: experience.id, name: experience.name, listed: experience.listed } },
  };
}
