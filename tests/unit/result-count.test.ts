import { describe, expect, test } from "vitest";
import { resultCount } from "../../app/areas/marketplace/result-count";

describe("the /experiences result count", () => {
  test("says the exact count when the platform counted every match", () => {
    expect(resultCount(1, 12, 62, true)).toBe("1–12 of 62 experiences");
    expect(resultCount(1, 1, 1, true)).toBe("1–1 of 1 experience");
    expect(resultCount(13, 24, 1000, true)).toBe("13–24 of 1000 experiences");
  });

  test("says 'more than 1,000' when the platform stopped counting", () => {
    expect(resultCount(1, 12, 1000, false)).toBe("1–12 of more than 1,000 experiences");
  });
});
