import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { PlatformError, type PlatformCore } from "~/.server/platform";
import { FormRefusal, submitForm, type BodyLimit } from "~/.server/forms/submission";
import { isSessionGone, requireMember, serverMessage, signInUrlFor } from "~/.server/auth/accounts";
import { sessionFrom } from "~/.server/session/session";
import { DASHBOARD_PATHS } from "./dashboard-text";
import type { User } from "~/.server/auth/own-profile";

/*
 * What every dashboard route shares on the server: the signed-in member (fetched once per request
 * by the layout's middleware, for loaders and actions alike) and the way a dashboard form ends —
 * the one form pipeline, then the flash notice and a redirect (post/redirect/get).
 */

export type Member = { platform: PlatformCore; user: User };

const memberContext = createContext<Member>();

type Context = Readonly<RouterContextProvider>;

/** The layout's middleware: the member for everything below /dashboard, or sign-in and back. */
export const memberMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(memberContext, await requireMember(request, context));
  return next();
};

export function memberOf(context: Context): Member {
  return context.get(memberContext);
}

/** A failed call with no words of the platform's own. */
export const FALLBACK_MESSAGE = "That did not work. Please try again.";

/** What a dashboard form does once its values are valid: the call, then the notice and where to go. */
type Done = { notice: string; to: string };

export interface DashboardForm<Schema extends z.ZodType> {
  /** The route's schema (<route>.schema.ts beside it). */
  schema: Schema;
  /** Fields never sent back to the page (passwords). */
  hideFields?: string[];
  /** A field the platform's refusal is about (shown at that field too, with aria-invalid). */
  refusalField?: string;
  /** How much of the body is read, for a form with a file (default: a form without one). */
  bodyLimit?: BodyLimit;
  /** Already read (a route that looks at its intent first, or changes the form); null: it was over the limit. Otherwise the request's body is read. */
  formData?: FormData | null;
  /** Sent beside a failed reply: which form of a page of several answered. */
  reply?: Record<string, unknown>;
  submit: (value: z.output<Schema>, member: Member) => Promise<Done>;
}

/**
 * A dashboard form's action: `submitForm`, then on success the flash notice and a redirect.
 * A session the platform no longer accepts goes to sign-in (and comes back here afterwards);
 * a refusal by the platform answers 400 in its own words; an outage answers 502.
 */
export function submitDashboardForm<Schema extends z.ZodType>(request: Request, context: Context, form: DashboardForm<Schema>) {
  return submitForm(request, {
    schema: form.schema,
    hideFields: form.hideFields,
    bodyLimit: form.bodyLimit,
    formData: form.formData,
    reply: form.reply,
    async submit(value) {
      try {
        const { notice, to } = await form.submit(value, memberOf(context));
        sessionFrom(context).flash(notice);
        return redirect(to);
      } catch (error) {
        if (isSessionGone(error)) {
          sessionFrom(context).destroy();
          throw redirect(signInUrlFor(request));
        }
        throw refusalOf(error, form.refusalField) ?? error;
      }
    },
    failure: (error) => serverMessage(error, FALLBACK_MESSAGE),
  });
}

/** The platform refused what was sent (a 4xx): the person's mistake, answered 400 in its words. */
function refusalOf(error: unknown, field: string | undefined): FormRefusal | null {
  if (!(error instanceof PlatformError) || error.isNetworkError || !error.status || error.status >= 500) return null;
  const message = serverMessage(error, FALLBACK_MESSAGE);
  return new FormRefusal(message, 400, field ? { [field]: [message] } : undefined);
}

/** A membership form's action (/dashboard/memberships/…): its schema, then the call that says its notice; back to the memberships. */
export function membershipAction<Schema extends z.ZodType>(
  schema: Schema,
  call: (value: z.output<Schema>, platform: PlatformCore) => Promise<string>,
) {
  return ({ request, context }: { request: Request; context: Context }) =>
    submitDashboardForm(request, context, {
      schema,
      submit: async (value, { platform }) => ({ notice: await call(value, platform), to: DASHBOARD_PATHS.memberships }),
    });
}
