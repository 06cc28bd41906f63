/** The public form and sandbox calls of the platform client, and how the site words their failures. */
import { afterEach, describe, expect, test } from "vitest";
import { createPlatformCore, PlatformError } from "../../app/.server/platform";
import { failureMessage, failureStatus } from "../../app/.server/forms/platform-failures";
import { ManualClock, settle } from "../support/manual-clock";
import { json, misbehavingServer, text, type Handler, type MisbehavingServer } from "../support/misbehaving-server";
import { formCalls } from "../../app/areas/forms/form-calls.server";
import { sandboxCalls } from "../../app/areas/forms/sandbox-calls.server";

let server: MisbehavingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler, timeoutMs = 2_000, clock?: ManualClock) {
  server = await misbehavingServer(handler);
  return createPlatformCore({
    baseUrl: server.url,
    apiUsername: "demo",
    apiKey: "demo-api-key",
    timeoutMs,
    clock,
    tokens: { accessToken: "held-access", refreshToken: "held-refresh", idToken: "held-id" },
  });
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

const interest = { name: "Grace", email: "grace@example.com", message: "Hi", phone: "", interests: ["Sales" as const] };

describe("form calls", () => {
  test("send JSON to /{name}/… with the API credentials and accept any OK answer, empty or not", async () => {
    const client = await clientFor((_req, res, index) => {
      if (index === 0) json(res, 201, { id: "x" });
      else res.writeHead(204).end();
    });
    await formCalls(client).sendContactMessage("foundry", { name: "Ada", email: "ada@example.com", message: "Hello" });
    await formCalls(client).submitWebsiteRequest("foundry", { name: "Ada", company: "", phone: "", email: "ada@example.com", description: "Shop" });
    const [contact, website] = server!.requests;
    expect(contact).toMatchObject({ method: "POST", url: "/foundry/contact" });
    expect(contact!.headers["x-api-username"]).toBe("demo");
    expect(contact!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(contact!.body)).toEqual({ name: "Ada", email: "ada@example.com", message: "Hello" });
    expect(website!.url).toBe("/foundry/website-requests");
    expect(JSON.parse(website!.body)).toEqual({ name: "Ada", company: "", phone: "", email: "ada@example.com", description: "Shop" });
  });

  test("submitResume sends multipart name, email, message and the file, without the user's token", async () => {
    const client = await clientFor((_req, res) => json(res, 201, {}));
    const file = new File(["%PDF-1.4 resume"], "ada.pdf", { type: "application/pdf" });
    await formCalls(client).submitResume("foundry", { name: "Ada", email: "ada@example.com", message: "Hi", file });
    const [request] = server!.requests;
    expect(request!.url).toBe("/foundry/contact/cv");
    expect(request!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.body).toContain('name="file"; filename="ada.pdf"');
    expect(request!.body).toContain("Content-Type: application/pdf");
    expect(request!.body).toContain("%PDF-1.4 resume");
    expect(request!.body).toMatch(/name="message"\r\n\r\nHi\r\n/);
  });

  test("a refusal carries the response text, which the site shows; without text it shows the fallback", async () => {
    const client = await clientFor((_req, res, index) => {
      if (index === 0) return json(res, 415, { message: "Please upload a PDF or Word document (DOC or DOCX).", code: "unsupported_media_type" });
      if (index === 1) return text(res, 400, "Interest list is full");
      if (index === 2) {
        res.writeHead(400).end();
        return;
      }
      text(res, 502, "<html><body>Bad gateway</body></html>");
    });
    const refused = await failure(formCalls(client).submitInterest("foundry", interest));
    expect(refused.message).toBe("Unable to submit interest form: Please upload a PDF or Word document (DOC or DOCX).");
    expect(failureMessage(refused, "Failed to submit interest form.")).toBe("Please upload a PDF or Word document (DOC or DOCX).");
    expect(failureStatus(refused)).toBe(415);
    expect(failureMessage(await failure(formCalls(client).submitInterest("foundry", interest)), "Failed to submit interest form.")).toBe("Interest list is full");
    expect(failureMessage(await failure(formCalls(client).submitInterest("foundry", interest)), "Failed to submit interest form.")).toBe("Failed to submit interest form.");
    const proxy = await failure(formCalls(client).submitInterest("foundry", interest));
    expect(failureMessage(proxy, "Failed to submit interest form.")).toBe("Failed to submit interest form.");
    expect(failureStatus(proxy)).toBe(502);
  });

  test("a platform that does not answer fails when the timeout has passed, with the fallback, and a POST is not retried", async () => {
    const clock = new ManualClock();
    const client = await clientFor(() => clock.note("request 0"), 300, clock); // and never answers
    let settled = false;
    const call = failure(formCalls(client).sendContactMessage("foundry", { name: "A", email: "a@example.com", message: "m" })).finally(() => (settled = true));
    expect((await clock.nextTimer()).ms, "the call's deadline").toBe(300);
    await server!.received(1);
    clock.advance(299);
    await settle();
    expect(settled, "still waiting 1 ms before the deadline").toBe(false);
    clock.advance(1);
    const error = await call;
    expect(error.isTimeout).toBe(true);
    expect(failureMessage(error, "Failed to send message.")).toBe("Failed to send message.");
    expect(failureStatus(error)).toBe(502);
    expect(server!.requests).toHaveLength(1);
    expect(clock.log).toEqual(["set 300", "request 0", "fire 300"]);
    expect(clock.pending(), "no retry pause, no second attempt").toEqual([]);
  });
});

describe("createSandbox", () => {
  test("posts the product's name to /sandbox/create and maps the credentials", async () => {
    const client = await clientFor((_req, res) => json(res, 201, { public_key: "pk_sandbox_1", secret_key: "s3cret", username: "sandbox-1" }));
    expect(await sandboxCalls(client).create("Foundry")).toEqual({ publicKey: "pk_sandbox_1", secretKey: "s3cret", username: "sandbox-1" });
    expect(server!.requests[0]).toMatchObject({ method: "POST", url: "/sandbox/create", body: '{"name":"Foundry"}' });
  });

  test("fails with the server's text or the status", async () => {
    const client = await clientFor((_req, res, index) => {
      if (index === 0) json(res, 429, { message: "Too many sandboxes created. Please try again later.", code: "rate_limited" });
      else res.writeHead(503).end();
    });
    const limited = await failure(sandboxCalls(client).create("Foundry"));
    expect(limited.serverMessage).toBe("Too many sandboxes created. Please try again later.");
    expect(limited.status).toBe(429);
    const down = await failure(sandboxCalls(client).create("Foundry"));
    expect(down.serverMessage).toBeUndefined();
    expect(down.status).toBe(503);
    expect(server!.requests).toHaveLength(2); // not retried
  });
});
