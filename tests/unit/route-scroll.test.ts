import { describe, expect, it, vi } from "vitest";
import {
  SCROLL_MAX_ATTEMPTS,
  SCROLL_RETRY_INTERVAL_MS,
  SCROLL_START_DELAY_MS,
  scrollTargetOf,
  scrollToTargetWithRetry,
} from "../../app/areas/shell/route-scroll";
import { ManualClock } from "../support/manual-clock";

type Element = { id: string };

/**
 * A page whose element with the id "pricing-compare" appears `appearsAfterMs` after the navigation
 * (never when null), on a clock the test moves: time passes only through `clock.advance`.
 */
function page(appearsAfterMs: number | null) {
  const clock = new ManualClock();
  const find = vi.fn((id: string): Element | null => (appearsAfterMs !== null && clock.now() >= appearsAfterMs ? { id } : null));
  const scrollToElement = vi.fn((_element: Element) => {});
  const scrollToTop = vi.fn(() => {});
  const setTimer = (callback: () => void, ms: number) => clock.setTimeout(callback, ms) as unknown as ReturnType<typeof setTimeout>;
  const clearTimer = (timer: ReturnType<typeof setTimeout>) => clock.clearTimeout(timer);
  return { find, scrollToElement, scrollToTop, setTimer, clearTimer, clock };
}

describe("scrolling to a navigation's target (marketing-site §2, §9)", () => {
  it("uses the spec's constants: 10 attempts, 100 ms apart, after a 50 ms start delay", () => {
    expect([SCROLL_MAX_ATTEMPTS, SCROLL_RETRY_INTERVAL_MS, SCROLL_START_DELAY_MS]).toEqual([10, 100, 50]);
  });

  it("waits 50 ms, then scrolls to an element that is already there, once, and never to the top", () => {
    const env = page(0);
    scrollToTargetWithRetry("pricing-compare", env);
    env.clock.advance(49);
    expect(env.find).not.toHaveBeenCalled();
    env.clock.advance(1);
    expect(env.find).toHaveBeenCalledTimes(1);
    expect(env.find).toHaveBeenCalledWith("pricing-compare");
    expect(env.scrollToElement).toHaveBeenCalledExactlyOnceWith({ id: "pricing-compare" });
    env.clock.advance(5_000);
    expect(env.find).toHaveBeenCalledTimes(1);
    expect(env.scrollToTop).not.toHaveBeenCalled();
  });

  it("retries every 100 ms until the element renders", () => {
    const env = page(320); // found on the 4th try, at 350 ms
    scrollToTargetWithRetry("pricing-compare", env);
    env.clock.advance(250);
    expect(env.find).toHaveBeenCalledTimes(3); // 50, 150, 250
    expect(env.scrollToElement).not.toHaveBeenCalled();
    env.clock.advance(99);
    expect(env.find).toHaveBeenCalledTimes(3);
    env.clock.advance(1);
    expect(env.find).toHaveBeenCalledTimes(4);
    expect(env.scrollToElement).toHaveBeenCalledTimes(1);
    env.clock.advance(5_000);
    expect(env.find).toHaveBeenCalledTimes(4);
    expect(env.scrollToTop).not.toHaveBeenCalled();
  });

  it("finds the element on the 10th and last try (at 950 ms) without falling back", () => {
    const env = page(950);
    scrollToTargetWithRetry("pricing-compare", env);
    env.clock.advance(950);
    expect(env.find).toHaveBeenCalledTimes(10);
    expect(env.scrollToElement).toHaveBeenCalledTimes(1);
    expect(env.scrollToTop).not.toHaveBeenCalled();
  });

  it("falls back to the top after 10 failed tries, and then stops trying", () => {
    const env = page(null);
    scrollToTargetWithRetry("missing", env);
    env.clock.advance(949);
    expect(env.find).toHaveBeenCalledTimes(9);
    expect(env.scrollToTop).not.toHaveBeenCalled();
    env.clock.advance(1);
    expect(env.find).toHaveBeenCalledTimes(10);
    expect(env.scrollToTop).toHaveBeenCalledTimes(1);
    env.clock.advance(10_000);
    expect(env.find).toHaveBeenCalledTimes(10);
    expect(env.scrollToTop).toHaveBeenCalledTimes(1);
    expect(env.scrollToElement).not.toHaveBeenCalled();
  });

  it("stops when cancelled (a newer navigation replaces this one)", () => {
    const env = page(null);
    const cancel = scrollToTargetWithRetry("missing", env);
    env.clock.advance(200);
    expect(env.find).toHaveBeenCalledTimes(2);
    cancel();
    env.clock.advance(10_000);
    expect(env.find).toHaveBeenCalledTimes(2);
    expect(env.scrollToTop).not.toHaveBeenCalled();
    expect(env.clock.pending()).toEqual([]);
  });
});

describe("the scroll target of a navigation", () => {
  it("is the URL's hash, decoded", () => {
    expect(scrollTargetOf({ hash: "#compare", state: null })).toBe("compare");
    expect(scrollTargetOf({ hash: "#caf%C3%A9", state: null })).toBe("café");
    expect(scrollTargetOf({ hash: "#100%", state: null })).toBe("100%");
  });

  it("is the state's scrollTo when the URL has no hash", () => {
    expect(scrollTargetOf({ hash: "", state: { scrollTo: "directory" } })).toBe("directory");
    expect(scrollTargetOf({ hash: "#compare", state: { scrollTo: "directory" } })).toBe("compare");
  });

  it("is nothing otherwise (the page goes to the top)", () => {
    expect(scrollTargetOf({ hash: "", state: null })).toBeNull();
    expect(scrollTargetOf({ hash: "#", state: undefined })).toBeNull();
    expect(scrollTargetOf({ hash: "", state: { scrollTo: "" } })).toBeNull();
    expect(scrollTargetOf({ hash: "", state: { scrollTo: 42 } })).toBeNull();
    expect(scrollTargetOf({ hash: "", state: "compare" })).toBeNull();
  });
});
