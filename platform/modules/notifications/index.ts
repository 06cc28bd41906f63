/**
 * The notifications module's public face (platform/README.md "Modules and their order"): its
 * subscription to the platform's events, and the mail outbox's worker (platform/core.ts starts it).
 */
export { subscribeNotifications } from "./events";
export { createMailWorker, type MailWorker } from "./mail-queue";
