/**
 * Who reads the demo outbox (the mail a demo platform keeps instead of sending it). "own", the
 * default: a visitor reads the codes of the sign-up its browser started and of its own session's
 * email change, and the notices mailed to the member signed in (no code in them), nothing else. "all" (DEMO_OUTBOX=all): every kept message to every visitor, for a
 * developer's own machine; refused in production (./production.ts).
 */
export const DEMO_OUTBOX_MODES = ["own", "all"] as const;
export type DemoOutboxMode = (typeof DEMO_OUTBOX_MODES)[number];

/**
 * GET /dev/outbox's query: a sign-up's email and the `signup` token POST /account/create answered
 * with name the sign-up whose codes to show (the caller's access token names its email change).
 */
export const OUTBOX_QUERY = { email: "email", signup: "signup" } as const;
