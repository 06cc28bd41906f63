import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { failureStatus, logFailure } from "./platform-failures";
import { isSpam } from "./honeypot";
import { readFormData } from "./form-data";

/*
 * The one form pipeline (DESIGN.md rule 2). Every action that takes a form is
 *
 *   honeypot (public forms) → parse with the route's zod schema → platform call → redirect or a reply
 *
 * and every failure answers 400 (or the platform's own 4xx, or 502 when it is down) with conform's
 * `SubmissionResult`: the spec's message, the values typed (never a password), the field errors.
 * The component passes it to `useForm({ lastResult })`. Validation runs on the server only, so zod
 * stays out of the browser's bundle; the browser's native checks (type="email", maxLength) and
 * the server's answer are the same rules either way.
 */

/** What a form action answers when it does not redirect: conform's result for `useForm`. */
export type FormReply = { result: SubmissionResult<string[]> };

/** The message shown above the button when something (spam, the platform) refused the form. */
export type FailureMessage = (error: unknown) => string;

export interface FormPipeline<Schema extends z.ZodType, Done> {
  /** The route's schema (schema.ts beside it), built from contract/ rules. */
  schema: Schema;
  /** Public forms carry a honeypot; a bot's submission gets `spamMessage`. */
  honeypot?: { spamMessage: string };
  /** Fields never sent back to the page (passwords). */
  hideFields?: string[];
  /** The platform call. Returns a redirect (thrown or returned) or what the page shows on success. */
  submit: (value: z.output<Schema>) => Promise<Done>;
  /** The spec's words for a failed call, mapped from the platform error's code. */
  failure: FailureMessage;
  /** Already read (an upload read as a stream); otherwise the request's body is read, bounded. */
  formData?: FormData;
}

/** Runs the pipeline on a request: the reply to show, or whatever `submit` answered. */
export async function submitForm<Schema extends z.ZodType, Done>(
  request: Request,
  pipeline: FormPipeline<Schema, Done>,
): Promise<Done | ReturnType<typeof data<FormReply>>> {
  const formData = pipeline.formData ?? (await readFormData(request));
  const submission = parseWithZod(formData, { schema: pipeline.schema });
  const hideFields = pipeline.hideFields;
  if (pipeline.honeypot && (await isSpam(formData))) {
    return data({ result: submission.reply({ formErrors: [pipeline.honeypot.spamMessage], hideFields }) }, { status: 400 });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  try {
    return await pipeline.submit(submission.value as z.output<Schema>);
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect (sign-in needed)
    if (error instanceof FormRefusal) {
      return data({ result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors, hideFields }) }, { status: error.status });
    }
    logFailure(error);
    return data({ result: submission.reply({ formErrors: [pipeline.failure(error)], hideFields }) }, { status: failureStatus(error) });
  }
}

/**
 * A refusal found after parsing (a rule that needs the signed-in person, a code that expired):
 * thrown from `submit`, answered like a failed parse, with the form kept.
 */
export class FormRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}
