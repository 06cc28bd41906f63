/**
 * Durability (docs/testing.md, DESIGN.md rule 3): a submission the site acknowledged survives the server
 * process being killed (SIGKILL, as a crash or an OOM kill) right after the acknowledgement. The
 * embedded platform keeps PGlite's files in DATA_DIR; the server is restarted on the same
 * directory and the submissions are read back through the platform's API at /platform-api.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { minimalPdf } from "../support/documents";
import { startSite, type SiteServer } from "../support/site-server";
import { FORM_TENANT, OPERATOR_CREDENTIAL } from "../support/embedded-api";
import { accountFields, honeypotOf, mailedCode, PASSWORD, SESSION_SECRET, uniqueEmail } from "../support/resilience";

// Reading stored submissions back needs the operator credential (the site's may only send them).
const apiHeaders = { "X-Api-Username": OPERATOR_CREDENTIAL.username, "X-Api-Key": OPERATOR_CREDENTIAL.key };

async function stored<T extends { email: string }>(client: APIRequestContext, path: string, email: string): Promise<T[]> {
  const response = await client.get(`/platform-api/${FORM_TENANT}${path}?limit=100`, { headers: apiHeaders });
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as T[]).filter((row) => row.email === email);
}

test("submissions acknowledged right before a SIGKILL are there after a restart on the same data directory", async ({ playwright }) => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(join(tmpdir(), "resilience-durability-"));
  const env = { DATA_DIR: dataDir, SESSION_SECRET };
  const servers: SiteServer[] = [];
  const clients: APIRequestContext[] = [];
  /** A fresh server on the same directory, and a client that keeps the cookies of the one before. */
  async function restart(previous?: APIRequestContext): Promise<{ site: SiteServer; client: APIRequestContext }> {
    const site = await startSite({ env });
    servers.push(site);
    // Cookies are per host, not per port: the signed cookies stay valid (same SESSION_SECRET).
    const client = await playwright.request.newContext({
      baseURL: site.url,
      extraHTTPHeaders: { Origin: site.url },
      ...(previous ? { storageState: await previous.storageState() } : {}),
    });
    clients.push(client);
    return { site, client };
  }

  try {
    // 1. A new account: acknowledged by the redirect to /verify-account, then the process is killed.
    let { site, client } = await restart();
    const email = uniqueEmail("durable");
    const created = await client.post("/create-account", {
      form: { ...(await honeypotOf(client, "/create-account")), ...accountFields(email) },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);
    expect(created.headers()["location"]).toBe("/verify-account");
    await site.kill();

    // After the restart: the account and its mailed code are there; verifying signs in.
    ({ site, client } = await restart(client));
    const code = await mailedCode(client, email);
    const verified = await client.post("/verify-account", {
      form: { ...(await honeypotOf(client, "/verify-account")), intent: "verify", code },
      maxRedirects: 0,
    });
    expect(verified.status(), "the account created before the kill verifies").toBe(302);
    expect(verified.headers()["location"]).toBe("/membership-levels");

    // 2. A contact message and a resume (a file in the database): acknowledged by their thank-you views, then killed.
    const message = `Still here after a crash? ${Date.now()}`;
    const sent = await client.post("/contact-us", {
      form: { ...(await honeypotOf(client, "/contact-us")), name: "Ada Lovelace", email, message, robot: "on" },
    });
    expect(sent.status()).toBe(200);
    expect(await sent.text()).toContain("Thank you for your message!");
    const uploaded = await client.post("/request-resume", {
      multipart: {
        ...(await honeypotOf(client, "/request-resume")),
        name: "Ada Lovelace",
        email,
        message,
        robot: "on",
        file: { name: "ada.pdf", mimeType: "application/pdf", buffer: minimalPdf() },
      },
    });
    expect(uploaded.status()).toBe(200);
    expect(await uploaded.text()).toContain("Thanks — we received your submission");
    await site.kill();

    // After the restart: both submissions, word for word, and the account still signs in.
    ({ site, client } = await restart(client));
    expect(await stored<{ email: string; name: string; message: string }>(client, "/contact", email)).toEqual([
      expect.objectContaining({ name: "Ada Lovelace", email, message }),
    ]);
    expect(await stored<{ email: string; file: { name: string; size: number } }>(client, "/contact/cv", email)).toEqual([
      expect.objectContaining({ email, file: expect.objectContaining({ name: "ada.pdf", size: minimalPdf().length }) }),
    ]);
    const signedIn = await client.post("/sign-in", {
      form: { ...(await honeypotOf(client, "/sign-in")), intent: "login", email, password: PASSWORD, redirectTo: "/dashboard" },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    expect(signedIn.headers()["location"]).toBe("/dashboard");
    expect(site.logs()).not.toMatch(/^(?:GET|POST) \S+ 5\d\d /m);
  } finally {
    for (const client of clients) await client.dispose();
    for (const server of servers) await server.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
});
