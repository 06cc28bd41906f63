/**
 * The honeypot's "valid from" expires after a few hours. It is an encrypted time
 * the page hands out; without an end, one fetched once lets a script post the form for ever.
 * A person whose page was open that long is not taken for a bot: the form comes back kept, with a
 * message asking to send it again (the page's new honeypot is then good).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { honeypotInputProps } from "~/.server/forms/honeypot";
import { submitForm } from "~/.server/forms/submission";

const HOUR = 60 * 60 * 1000;

afterEach(() => vi.useRealTimers());

/** A filled-in form as the page rendered at `renderedAt` would send it. */
async function formRenderedAt(renderedAt: number): Promise<FormData> {
  vi.setSystemTime(renderedAt);
  const props = await honeypotInputProps();
  const form = new FormData();
  form.set(props.nameFieldName, "");
  form.set(props.validFromFieldName!, props.encryptedValidFrom!);
  form.set("message", "Hello");
  return form;
}

async function send(form: FormData, sentAt: number) {
  vi.setSystemTime(sentAt);
  const submitted = vi.fn(async () => ({ sent: true }));
  const answer = await submitForm(new Request("http://site.test/contact-us", { method: "POST" }), {
    schema: z.object({ message: z.string() }),
    formData: form,
    honeypot: { spamMessage: "spam" },
    submit: submitted,
    failure: () => "failed",
  });
  return { answer, submitted };
}

describe("the honeypot's valid-from", () => {
  it("lets a form sent an hour after it was rendered through", async () => {
    vi.useFakeTimers();
    const start = Date.UTC(2026, 10, 23, 9);
    const { submitted } = await send(await formRenderedAt(start), start + HOUR);
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("refuses one sent a day later, keeping what was typed and asking to send it again", async () => {
    vi.useFakeTimers();
    const start = Date.UTC(2026, 10, 23, 9);
    const { answer, submitted } = await send(await formRenderedAt(start), start + 24 * HOUR);
    expect(submitted).not.toHaveBeenCalled();
    const reply = answer as { init: { status: number }; data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } } };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error[""]).toEqual(["This form was open for a long time. Please check it and send it again."]);
    expect(reply.data.result.initialValue.message).toBe("Hello");
  });
});
