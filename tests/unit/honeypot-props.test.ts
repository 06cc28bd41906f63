import { afterEach, describe, expect, it, vi } from "vitest";
import { honeypotInputProps, honeypotVerdict } from "../../app/.server/forms/honeypot";

/** A form as a page renders it with these props, sent back untouched by a person. */
function formOf(props: Awaited<ReturnType<typeof honeypotInputProps>>) {
  const form = new FormData();
  form.set(props.nameFieldName, "");
  form.set(props.validFromFieldName!, props.encryptedValidFrom!);
  return form;
}

describe("the honeypot's fields of every page", () => {
  afterEach(() => vi.useRealTimers());

  it("are made at most once a second (the same for every page in it), then afresh", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z"), toFake: ["Date"] });
    const first = await honeypotInputProps();
    vi.setSystemTime(new Date("2026-11-28T10:00:00.900Z"));
    expect((await honeypotInputProps()).encryptedValidFrom).toBe(first.encryptedValidFrom);
    vi.setSystemTime(new Date("2026-11-28T10:00:01.000Z"));
    const next = await honeypotInputProps();
    expect(next.encryptedValidFrom).not.toBe(first.encryptedValidFrom);
    // Both are good: a form rendered with either is a person's.
    vi.setSystemTime(new Date("2026-11-28T10:00:05Z"));
    expect(await honeypotVerdict(formOf(first))).toBe("ok");
    expect(await honeypotVerdict(formOf(next))).toBe("ok");
  });

  it("are made afresh when the clock goes back, so a form is never valid only from the future", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T12:00:00Z"), toFake: ["Date"] });
    const later = await honeypotInputProps();
    vi.setSystemTime(new Date("2026-11-28T11:00:00Z"));
    const now = await honeypotInputProps();
    expect(now.encryptedValidFrom).not.toBe(later.encryptedValidFrom);
    vi.setSystemTime(new Date("2026-11-28T11:00:03Z"));
    expect(await honeypotVerdict(formOf(now))).toBe("ok");
  });
});
