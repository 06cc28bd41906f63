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
  setTimer?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
};

/**
 * Scrolls to the element with this id once it exists: first try after 50 ms, then every 100 ms,
 * 10 tries in all; if it never appears, scrolls to the top. Returns a cancel function (a newer
 * navigation cancels the pending tries of the previous one).
 */
export function scrollToTargetWithRetry<T>(id: string, environment: ScrollEnvironment<T>): () => void {
  const setTimer = environment.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = environment.clearTimer ?? ((timer) => clearTimeout(timer));
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

/** The class that makes the document scroll smoothly (Tailwind's scroll-behavior utility). */
const SMOOTH_CLASS = "scroll-smooth";

/** When the last glide to the top started, and how long one can still be running after that. */
let glideStartedAt = -Infinity;
const GLIDE_MAX_MS = 1000;
const HAND_ON_THE_PAGE = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Back or forward in the middle of a glide: Chromium runs the smooth scroll off the main thread,
 * and its next steps can land after React Router has restored the page's position (seen: 20 to
 * 100 px off). Until that glide would have ended, put the restored position back whenever
 * something other than the visitor moves it. Runs before <RestoreScroll>'s restoration; the
 * microtask reads the position it restored once the commit is done.
 */
function holdRestoredPosition(): (() => void) | undefined {
  const until = glideStartedAt + GLIDE_MAX_MS;
  if (performance.now() >= until) return;
  const hand = new AbortController();
  let frame = 0;
  const release = () => {
    hand.abort();
    cancelAnimationFrame(frame);
  };
  for (const type of HAND_ON_THE_PAGE) addEventListener(type, release, { capture: true, passive: true, signal: hand.signal });
  queueMicrotask(() => {
    const restored = scrollY;
    const hold = () => {
      if (hand.signal.aborted) return;
      if (scrollY !== restored) scrollTo({ top: restored, behavior: "instant" });
      if (performance.now() < until) frame = requestAnimationFrame(hold);
      else release();
    };
    frame = requestAnimationFrame(hold);
  });
  return release;
}

/**
 * Navigation behaviour of marketing-site §2, with JavaScript (without it the browser's own
 * behaviour serves): on every PUSH or REPLACE navigation the page scrolls smoothly to the top,
 * or, when the URL has a hash or the navigation state carries `scrollTo`, to that element
 * (retrying while it renders, then falling back to the top). Back and forward (POP): <RestoreScroll>
 * (React Router's scroll restoration) restores the position the page had, and holdRestoredPosition
 * keeps it there against a glide to the top still running.
 * Reduced motion: instant.
 *
 * Render it just before <RestoreScroll>, which resets the scroll itself on PUSH and REPLACE
 * (honouring `preventScrollReset`); this component's layout effect runs first and switches the
 * document to smooth scrolling for exactly that reset, then switches it back, so the reset glides
 * instead of jumping and nothing else (focus, find-in-page, restoration) is ever animated by it.
 */
export function RouteScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const handledKey = useRef(location.key);
  const isNewNavigation = handledKey.current !== location.key;

  useBrowserLayoutEffect(() => {
    if (!isNewNavigation) return;
    if (navigationType === "POP") return holdRestoredPosition();
    if (prefersReducedMotion()) return;
    glideStartedAt = performance.now();
    const root = document.documentElement;
    root.classList.add(SMOOTH_CLASS);
    // Chromium reads scroll-behavior from the last computed style: recompute it now.
    void getComputedStyle(root).scrollBehavior;
    // The reset has started by the time passive effects run; the animation keeps its behaviour.
    const restore = requestAnimationFrame(() => root.classList.remove(SMOOTH_CLASS));
    return () => {
      cancelAnimationFrame(restore);
      root.classList.remove(SMOOTH_CLASS);
    };
  }, [location.key]);

  useEffect(() => {
    if (!isNewNavigation) return;
    handledKey.current = location.key;
    if (navigationType === "POP") return;
    const target = scrollTargetOf(location);
    if (!target) return;
    const behavior: ScrollBehavior = prefersReducedMotion() ? "instant" : "smooth";
    return scrollToTargetWithRetry(target, {
      find: (id) => document.getElementById(id),
      scrollToElement: (element) => element.scrollIntoView({ behavior, block: "start" }),
      scrollToTop: () => window.scrollTo({ top: 0, behavior }),
    });
  }, [location.key]);

  return null;
}
