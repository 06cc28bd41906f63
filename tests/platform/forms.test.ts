/** The public form endpoints of marketing-site §7: storage, read-back, validation and the resume limits. */
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { contactMessages, resumeSubmissions } from "../../platform/schema";
import type {
  ContactMessageWire,
  InterestSubmissionWire,
  ResumeSubmissionWire,
  WebsiteRequestWire,
} from "../../platform/modules/forms/wire";
import type { Platform } from "../../platform/index";
import { createOperatorCredential } from "../../platform/infra/api-credentials";
import { DOCX_TYPE, minimalDocx, minimalPdf, oleDoc, plainZip, windowsProgram } from "../support/documents";
import { callApi, databaseTargets, DEMO_CREDENTIAL, OTHER_CREDENTIAL, usePlatform, type ApiResponse } from "../support/platform";

const MB = 1024 * 1024;

type Credential = { username: string; key: string };

/** A call with a body: JSON (`json`) or anything fetch takes (`body`: FormData, a stream). */
async function send<T = unknown>(
  platform: Platform,
  path: string,
  init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string>; credential?: Credential },
): Promise<ApiResponse<T>> {
  const credential = init.credential ?? DEMO_CREDENTIAL;
  const headers = new Headers(init.headers);
  headers.set("X-Api-Username", credential.username);
  headers.set("X-Api-Key", credential.key);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  const request = new Request(`http://platform.test${path}`, {
    method: init.method ?? "POST",
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const response = await platform.fetch(request);
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  return { status: response.status, headers: response.headers, body: (isJson ? await response.json() : await response.text()) as T };
}

function resumeForm(file: { bytes: Uint8Array; name: string; type: string } | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("name", fields.name ?? "Ada Lovelace");
  form.set("email", fields.email ?? "ada@example.com");
  form.set("message", fields.message ?? "I would love to build analytical engines with you.");
  if (file) form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}

describe.each(databaseTargets)("public forms on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });
  // Reading submissions back needs an operator credential (the site's may only send them).
  let operator: Credential;
  beforeAll(async () => {
    operator = await createOperatorCredential(platform().db, "forms-operator");
  });

  describe("POST /{name}/contact", () => {
    it("stores the message and reads it back, newest first, for an operator, never for a site credential", async () => {
      const first = await send<ContactMessageWire>(platform(), "/foundry/contact", {
        json: { name: "Ada", email: "ada@example.com", message: "First" },
      });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: "Ada",
        email: "ada@example.com",
        message: "First",
        time_created: expect.stringMatching(/Z$/),
      });
      await send(platform(), "/foundry/contact", { json: { name: "Grace", email: "grace@example.com", message: "Second" } });
      await send(platform(), "/other-site/contact", { json: { name: "Linus", email: "linus@example.com", message: "Elsewhere" } });

      await send(platform(), "/foundry/contact", { json: { name: "Joan", email: "joan@example.com", message: "Third" }, credential: OTHER_CREDENTIAL });

      const stored = await callApi<ContactMessageWire[]>(platform(), "/foundry/contact", { credential: operator });
      expect(stored.status).toBe(200);
      expect(stored.body.map((row) => row.message)).toEqual(["Third", "Second", "First"]);
      const latest = await callApi<ContactMessageWire[]>(platform(), "/foundry/contact?limit=1", { credential: operator });
      expect(latest.body.map((row) => row.message)).toEqual(["Third"]);
      // The site's credentials send, they never read (tests/security/credential-scopes.test.ts).
      expect((await callApi(platform(), "/foundry/contact")).status).toBe(403);
      expect((await callApi(platform(), "/foundry/contact", { credential: OTHER_CREDENTIAL })).status).toBe(403);
    });

    it("refuses missing, malformed and unknown fields with a 400 naming the field, apart as well as in the message, storing nothing", async () => {
      const cases: Array<[unknown, string]> = [
        [{ name: "Ada", message: "Hi" }, 'Body field "email": is required'],
        [{ name: "Ada", email: "not-an-email", message: "Hi" }, 'Body field "email": must be an e-mail address'],
        // One email rule for the site and the platform (#contract/email): the domain needs a dot.
        [{ name: "Ada", email: "ada@localhost", message: "Hi" }, 'Body field "email": must be an e-mail address'],
        [{ name: "   ", email: "ada@example.com", message: "Hi" }, 'Body field "name": is required'],
        [{ name: "Ada", email: "ada@example.com", message: "x".repeat(5001) }, 'Body field "message": must be at most 5000 characters'],
        [{ name: "x".repeat(201), email: "ada@example.com", message: "Hi" }, 'Body field "name": must be at most 200 characters'],
        [{ name: "Ada", email: "ada@example.com", message: "Hi", admin: true }, "Body: Unrecognized key: \"admin\""],
      ];
      for (const [json, message] of cases) {
        const response = await send(platform(), "/foundry/contact", { json });
        expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
        const named = /^Body field "(\w+)": (.+)$/.exec(message);
        expect(response.body).toEqual({ code: "invalid_request", message, ...(named ? { field: named[1], problem: named[2] } : {}) });
      }
      const malformed = await send(platform(), "/foundry/contact", { body: "{not json", headers: { "Content-Type": "application/json" } });
      expect(malformed.status).toBe(400);
      expect(await platform().db.select().from(contactMessages)).toEqual([]);
    });

    it("refuses other control characters, keeps line breaks in the message (spaces in a line), and stores markup as plain text", async () => {
      const { body } = await send<ContactMessageWire>(platform(), "/foundry/contact", {
        json: { name: " Ada\t Love\nlace ", email: "ada@example.com", message: "<b>Hello</b>\r\nsecond\tline" },
      });
      expect(body.name).toBe("Ada  Love lace");
      expect(body.message).toBe("<b>Hello</b>\nsecond\tline");
      const refused = await send(platform(), "/foundry/contact", { json: { name: "Ada\u0000", email: "ada@example.com", message: "second\u001b line" } });
      const problem = "must not contain control characters or unpaired surrogates";
      expect([refused.status, refused.body]).toEqual([400, { code: "invalid_request", message: `Body field "name": ${problem}`, field: "name", problem }]);
    });

    it("answers 404 for a tenant name that is not a slug, 405 for other methods, 401 without credentials", async () => {
      expect((await send(platform(), "/Foundry/contact", { json: { name: "A", email: "a@example.com", message: "m" } })).status).toBe(404);
      expect((await send(platform(), `/${"a".repeat(65)}/contact`, { json: {} })).status).toBe(404);
      const put = await send(platform(), "/foundry/contact", { method: "PUT", json: {} });
      expect(put.status).toBe(405);
      expect(put.headers.get("allow")).toBe("GET, POST, HEAD");
      expect((await callApi(platform(), "/foundry/contact", { credential: null })).status).toBe(401);
      expect((await callApi(platform(), "/foundry/contact?limit=0", { credential: operator })).status).toBe(400);
      expect((await callApi(platform(), "/foundry/contact?page=2", { credential: operator })).status).toBe(400);
    });
  });

  describe("POST /{name}/contact/interests and /{name}/website-requests", () => {
    it("stores an interest submission with only the 15 areas, once each, in the list's order", async () => {
      const created = await send<InterestSubmissionWire>(platform(), "/foundry/contact/interests", {
        json: {
          name: "Grace",
          email: "grace@example.com",
          message: "Guide",
          phone: "",
          interests: ["Training", "Branding", "Training"],
        },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ phone: null, interests: ["Branding", "Training"] });
      const unknown = await send(platform(), "/foundry/contact/interests", {
        json: { name: "G", email: "g@example.com", message: "m", phone: "555", interests: ["Astrology"] },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ message: 'Body field "interests.0": must be one of the 15 areas of interest' });
      const listed = await callApi<InterestSubmissionWire[]>(platform(), "/foundry/contact/interests", { credential: operator });
      expect(listed.body).toHaveLength(1);
      expect(listed.body[0]).toMatchObject({ name: "Grace", interests: ["Branding", "Training"] });
    });

    it("keeps website requests, company and phone optional", async () => {
      const created = await send<WebsiteRequestWire>(platform(), "/foundry/website-requests", {
        json: { name: "Linus", company: "", phone: "+1 555 0100", email: "linus@example.com", description: "A shop" },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ company: null, phone: "+1 555 0100", description: "A shop" });
      const tooLongPhone = await send(platform(), "/foundry/website-requests", {
        json: { name: "L", phone: "1".repeat(33), email: "l@example.com", description: "d" },
      });
      expect(tooLongPhone.status).toBe(400);
      const listed = await callApi<WebsiteRequestWire[]>(platform(), "/foundry/website-requests", { credential: operator });
      expect(listed.body.map((row) => row.name)).toEqual(["Linus"]);
    });
  });

  describe("POST /{name}/contact/cv", () => {
    it("accepts a real PDF, stores it under a generated name, and serves the same bytes back", async () => {
      const pdf = minimalPdf();
      const created = await send<ResumeSubmissionWire>(platform(), "/foundry/contact/cv", {
        body: resumeForm({ bytes: pdf, name: "../../etc/Ada Resume.pdf", type: "application/pdf" }),
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: "Ada Lovelace",
        email: "ada@example.com",
        message: "I would love to build analytical engines with you.",
        file: { name: "Ada Resume.pdf", stored_name: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), content_type: "application/pdf", size: pdf.length },
        time_created: expect.any(String),
      });
      const listed = await callApi<ResumeSubmissionWire[]>(platform(), "/foundry/contact/cv", { credential: operator });
      expect(listed.body).toEqual([created.body]);

      const file = await platform().fetch(
        new Request(`http://platform.test/foundry/contact/cv/${created.body.id}/file`, {
          headers: { "X-Api-Username": operator.username, "X-Api-Key": operator.key },
        }),
      );
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${created.body.file.stored_name}"`);
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
      // Not for a site credential, nor for an id that is not one.
      expect((await callApi(platform(), `/foundry/contact/cv/${created.body.id}/file`)).status).toBe(403);
      expect((await callApi(platform(), "/foundry/contact/cv/not-a-uuid/file", { credential: operator })).status).toBe(404);
    });

    it("accepts DOCX and DOC files, with or without a declared type", async () => {
      const docx = await send<ResumeSubmissionWire>(platform(), "/foundry/contact/cv", {
        body: resumeForm({ bytes: minimalDocx(), name: "resume.DOCX", type: DOCX_TYPE }),
      });
      expect(docx.status).toBe(201);
      expect(docx.body.file.content_type).toBe(DOCX_TYPE);
      const doc = await send<ResumeSubmissionWire>(platform(), "/foundry/contact/cv", {
        body: resumeForm({ bytes: oleDoc(), name: "resume.doc", type: "" }),
      });
      expect(doc.status).toBe(201);
      expect(doc.body.file.content_type).toBe("application/msword");
    });

    it("refuses a renamed program, a zip posing as DOCX, a wrong type and a wrong extension with 415", async () => {
      const refused = [
        { bytes: windowsProgram(), name: "resume.pdf", type: "application/pdf" },
        { bytes: windowsProgram(), name: "resume.exe", type: "application/x-msdownload" },
        { bytes: plainZip(), name: "resume.docx", type: DOCX_TYPE },
        { bytes: minimalPdf(), name: "resume.pdf", type: "image/png" },
        { bytes: minimalPdf(), name: "resume.txt", type: "text/plain" },
        { bytes: minimalPdf(), name: "resume", type: "application/pdf" },
      ];
      for (const file of refused) {
        const response = await send(platform(), "/foundry/contact/cv", { body: resumeForm(file) });
        expect(response.status, file.name).toBe(415);
        expect(response.body).toEqual({ code: "unsupported_media_type", message: "Please upload a PDF or Word document (DOC or DOCX)." });
      }
      expect(await platform().db.select({ id: resumeSubmissions.id }).from(resumeSubmissions)).toEqual([]);
    });

    it("stops reading a 6 MB upload at the 5 MB limit and answers 413", async () => {
      const form = resumeForm({ bytes: Buffer.concat([minimalPdf(), Buffer.alloc(6 * MB)]), name: "big.pdf", type: "application/pdf" });
      // Serialise the form, then hand it over as a stream that counts what the platform pulls.
      const serialised = new Response(form);
      const contentType = serialised.headers.get("content-type")!;
      const bytes = new Uint8Array(await serialised.arrayBuffer());
      let pulled = 0;
      const chunk = 64 * 1024;
      const stream = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (pulled >= bytes.length) return controller.close();
            const next = bytes.subarray(pulled, pulled + chunk);
            pulled += next.length;
            controller.enqueue(next);
          },
        },
        { highWaterMark: 0 },
      );
      const response = await send(platform(), "/foundry/contact/cv", { body: stream, headers: { "Content-Type": contentType } });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ code: "payload_too_large", message: "File is too large. Max 5MB." });
      expect(pulled).toBeLessThan(5 * MB + 256 * 1024);
      expect(pulled).toBeLessThan(bytes.length);
      expect(await platform().db.select({ id: resumeSubmissions.id }).from(resumeSubmissions)).toEqual([]);
    });

    it("refuses a declared length over the limit before reading anything", async () => {
      let pulled = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.close();
        },
      }, { highWaterMark: 0 });
      const response = await send(platform(), "/foundry/contact/cv", {
        body: stream,
        headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(7 * MB) },
      });
      expect(response.status).toBe(413);
      expect(pulled).toBe(0);
      // The limit is the file's plus room for the other fields and the framing (#contract/limits).
      const justOver = await send(platform(), "/foundry/contact/cv", {
        body: new ReadableStream<Uint8Array>({ pull: (controller) => controller.close() }),
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(MAX_RESUME_BYTES + MULTIPART_OVERHEAD_BYTES + 1),
        },
      });
      expect(justOver.body).toEqual({ code: "payload_too_large", message: "File is too large. Max 5MB." });
    });

    it("requires the fields and the file, and a multipart body", async () => {
      const noFile = await send(platform(), "/foundry/contact/cv", { body: resumeForm(null) });
      expect(noFile.status).toBe(400);
      expect(noFile.body).toMatchObject({ message: 'Body field "file": is required' });
      const noName = await send(platform(), "/foundry/contact/cv", {
        body: resumeForm({ bytes: minimalPdf(), name: "r.pdf", type: "application/pdf" }, { name: "" }),
      });
      expect(noName.body).toMatchObject({ message: 'Body field "name": is required' });
      const json = await send(platform(), "/foundry/contact/cv", { json: { name: "A" } });
      expect(json.status).toBe(400);
    });
  });
});
