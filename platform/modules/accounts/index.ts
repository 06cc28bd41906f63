/**
 * The accounts module's public face (platform/README.md "Modules and their order"): what other
 * modules may call. Its tables (./schema.ts) stay inside; platform/app.ts mounts its routes.
 */
export { authenticate, DEFAULT_SITE_URL, findUser, type AccountServices, type AccountOptions, type Caller } from "./service";
export { accountIdByEmailOrId, cardsOf, emailOf, nameOf, searchShownAccounts, shownAccountByEmail, shownAccountById, type PersonCard } from "./directory";
export { emailChangeBinding, noticeBinding, signUpBinding } from "./outbox-bindings";
export { avatarUrl } from "./wire";
export type { OwnProfileAnswer } from "./profile-routes";
export type { User } from "./schema";
