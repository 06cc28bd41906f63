/** Which platform this is (GET /version reports it): "demo" takes no real money and keeps mail in an outbox. */
export type PlatformEnvironment = "demo" | "production";
