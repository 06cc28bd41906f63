/**
 * The dashboard forms' error summary (app/areas/dashboard/dashboard-form.tsx): with several
 * mistakes it says every one of them and how many, not only the first.
 */
import { describe, expect, it } from "vitest";
import { summaryOf } from "~/areas/dashboard/dashboard-form";

describe("a dashboard form's error summary", () => {
  it("says the one mistake as it is", () => {
    expect(summaryOf({ allErrors: { name: ["Enter a name."] } })).toBe("Enter a name.");
    expect(summaryOf({ errors: ["That did not work. Please try again."], allErrors: {} })).toBe("That did not work. Please try again.");
  });

  it("says every mistake, and how many, when there are several (each once)", () => {
    const form = {
      errors: ["Some answers need fixing."],
      allErrors: { "": ["Some answers need fixing."], name: ["Enter a name."], capacity: ["Capacity must be a whole number from 1 to 100,000, or empty.", "Enter a name."] },
    };
    expect(summaryOf(form)).toBe("3 things to fix: Some answers need fixing. Enter a name. Capacity must be a whole number from 1 to 100,000, or empty.");
    expect(summaryOf({ allErrors: {} })).toBeUndefined();
  });
});
