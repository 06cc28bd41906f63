import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** marketing-site §9: 10 attempts, 100 ms apart, after a 50 ms start delay. */
export const SCROLL_START_DELAY_MS = 50;
export const SCROLL_RETRY_INTERVAL_MS = 100;
export const SCROLL_MAX_ATTEMPTS = 10;

/** Where a navigation asks to land: the URL's hash, else navigation state `{ scrollTo: "id" }`. */
export function scrollTargetOf(location: { hash: string; state?: unknown }): string | null {
  if (location.hash.length > 1) {
    try {
      return decodeURIComponent(location.hash.slice(1));
    } catch {
      return location.hash.slice(1);
    }
  }
  const state = location.state;
  if (state && typeof state === "object" && "scrollTo" in state && typeof state.scrollTo === "string" && state.scrollTo) {
    return state.scrollTo;
  }
  return null;
}

export type ScrollEnvironment<T> = {
  find: (id: string) => T | null;
  scrollToElement: (element: T) => void;
  scrollToTop: () => void;
  setTimer: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer: (timer: ReturnType<typeof setTimeout>) => void;
};

/**
 * Scrolls to the element with this id once it exists: first try after 50 ms, then every 100 ms,
 * 10 tries in all; if it never appears, scrolls to the top. Returns a cancel function (a newer
 * navigation cancels the pending tries of the previous one).
 */
export function scrollToTargetWithRetry<T>(id: string, environment: ScrollEnvironment<T>): () => void {
  const { setTimer, clearTimer } = environment;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    timer = undefined;
    attempts += 1;
    const element = environment.find(id);
    if (element) {
      environment.scrollToElement(element);
    } else if (attempts >= SCROLL_MAX_ATTEMPTS) {
      environment.scrollToTop();
    } else {
      timer = setTimer(attempt, SCROLL_RETRY_INTERVAL_MS);
    }
  };
  timer = setTimer(attempt, SCROLL_START_DELAY_MS);
  return () => {
    if (timer !== undefined) clearTimer(timer);
  };
}

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** How long a glide lasts, and what ends it early: the visitor taking over the scroll. */
const GLIDE_MS = 400;
const TAKE_OVER = ["wheel", "touchstart", "keydown", "pointerdown"];

/**
 * Glides the page from `from` to `to` (document offsets), frame by frame, easing out; returns the
 * function that stops it. Driven here rather than by CSS `scroll-behavior: smooth`, whose
 * animation runs off the main thread and cannot be stopped for certain: after Back in the middle
 * of it, its next step still landed on top of the restored position (20 to 100 px off).
 */
function glide(from: number, to: number): () => void {
  let frame = 0;
  let start: number | undefined;
  let at: number;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of TAKE_OVER) removeEventListener(type, stop);
  };
  const step = (now: number) => {
    // Something else scrolled the page meanwhile (focus, find, a script): it has the last word,
    // as it would over the browser's own smooth scroll.
    if (Math.abs(scrollY - at) > 1) return stop();
    start ??= now;
    const t = Math.min(1, (now - start) / GLIDE_MS);
    scrollTo(0, from + (to - from) * (1 - (1 - t) ** 3));
    at = scrollY;
    if (t < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  scrollTo(0, from);
  at = scrollY;
  for (const type of TAKE_OVER) addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/** Where the page was when a navigation came, and how to stop the glide under way. */
export type NavigationScroll = { from: number; stop: () => void };

/**
 * Navigation behaviour of marketing-site §2, with JavaScript (without it the browser's own
 * behaviour serves), in two hooks around React Router's scroll restoration (see RestoreScroll):
 * on every PUSH or REPLACE navigation the page glides to the top, or, when the URL has a hash or
 * the navigation state carries `scrollTo`, to that element (retrying while it renders, then
 * falling back to the top). Back and forward (POP) are left to the restoration, which puts back
 * the position the page had. Reduced motion: no glide.
 *
 * This one runs before the restoration: it stops the previous navigation's glide (a Back in the
 * middle of one must land exactly) and notes where the page was.
 */
export function useScrollBeforeNavigation(): NavigationScroll {
  const location = useLocation();
  const scroll = useRef<NavigationScroll>({ from: 0, stop: () => {} }).current;
  useBrowserLayoutEffect(() => {
    scroll.stop();
    scroll.from = scrollY;
  }, [location.key]);
  return scroll;
}

/**
 * After React Router has scrolled a new page (to the top, or to the hash's element; not at all
 * with `preventScrollReset`), glides there from where the page was instead, before anything is
 * painted; then scrolls to a navigation's target once it renders.
 */
export function useScrollAfterNavigation(scroll: NavigationScroll) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const handledKey = useRef(location.key);
  const isNewNavigation = handledKey.current !== location.key;
  const glideTo = (from: number) => {
    scroll.stop();
    if (scrollY !== from && !prefersReducedMotion()) scroll.stop = glide(from, scrollY);
  };

  useBrowserLayoutEffect(() => {
    if (isNewNavigation && navigationType !== "POP") glideTo(scroll.from);
  }, [location.key]);

  useEffect(() => {
    if (!isNewNavigation) return;
    handledKey.current = location.key;
    if (navigationType === "POP") return;
    const target = scrollTargetOf(location);
    if (!target) return;
    // Straight there (the element's scroll-margin keeps it clear of the sticky header), then a
    // glide from where the page was, before anything is painted.
    const land = (scrollThere: () => void) => {
      const from = scrollY;
      scrollThere();
      glideTo(from);
    };
    return scrollToTargetWithRetry(target, {
      find: (id) => document.getElementById(id),
      scrollToElement: (element) => land(() => element.scrollIntoView()),
      scrollToTop: () => land(() => scrollTo(0, 0)),
      setTimer: setTimeout,
      clearTimer: clearTimeout,
    });
  }, [location.key]);
}
