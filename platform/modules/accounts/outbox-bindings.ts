/**
 * What started a code's mail, kept with it in the demo outbox (`outbox.started_by`): the only key
 * that lets a visitor read it there (modules/dev). A sign-up's code is bound to its attempt (the
 * hash of the `signup` token its creator got back, ./codes.ts), an email change's to the user who
 * asked for it. A password reset's code, and all other mail, are bound to no one: a stranger can
 * ask for a reset with anyone's email (docs/security.md "Demo outbox").
 */
export const signUpBinding = (attemptHash: string): string => `signup:${attemptHash}`;
export const emailChangeBinding = (userId: string): string => `email_change:${userId}`;
/**
 * A notification's email copy, bound to the member it tells (their booking email with its
 * calendar file): they read it with their own session, as they would in their mailbox. No code
 * is ever in one.
 */
export const noticeBinding = (userId: string): string => `notice:${userId}`;
