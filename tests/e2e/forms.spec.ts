/**
 * The four public forms (marketing-site §2, §4, §5, §8): every validation message in order,
 * values kept, the success views, the resume limits, the honeypot — JavaScript on and off —
 * and each submission read back from the platform.
 */
import type { Page } from "@playwright/test";
import { minimalDocx, minimalPdf, plainZip, windowsProgram, DOCX_TYPE } from "../support/documents";
import { expect, expectNoAxeViolations, holdNextRequest, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { FORM_TENANT, platformGet, storedSubmissions, submitAndWait, uniqueTag } from "../support/embedded-api";

const MB = 1024 * 1024;

type ContactRow = { name: string; email: string; message: string };
type WebsiteRow = { name: string; company: string | null; phone: string | null; email: string; description: string };
type ResumeRow = { name: string; email: string; message: string; file: { name: string; content_type: string; size: number } };
type InterestRow = { name: string; email: string; message: string; phone: string | null; interests: string[] };

/** A field of the page's form (the header and footer have a "Company" menu too). */
const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });

/** The form's one message, in red above the submit button. */
const formAlert = (page: Page) => page.locator("main form [role='alert']");

async function expectMessage(page: Page, message: string) {
  await expect(formAlert(page)).toHaveText(message);
  await expect(formAlert(page)).toHaveClass(/text-danger/);
}

async function open(page: Page, path: string, projectName: string) {
  await page.goto(path);
  await waitForHydration(page, projectName);
}

test.describe("Contact Us", () => {
  test("checks the fields, then the robot box, keeps what was typed, then thanks and stores the message", async ({ page, request }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const email = `ada+${tag}@example.com`;
    await open(page, "/contact-us", testInfo.project.name);
    await expect(field(page, "Email")).toHaveAttribute("type", "email");

    const send = page.getByRole("button", { name: "Send Message" });
    const first = await (javaScriptOn(testInfo.project.name) ? send.click().then(() => null) : submitAndWait(page, () => send.click()));
    if (first) expect(first.status()).toBe(400);
    await expectMessage(page, "Please fill in all fields.");
    // With JavaScript the message takes focus (without it, the page load starts at the top).
    if (javaScriptOn(testInfo.project.name)) await expect(formAlert(page)).toBeFocused();

    await field(page, "Name").fill("Ada Lovelace");
    await field(page, "Email").fill(email);
    await field(page, "Message").fill(`Hello from ${tag}`);
    await send.click();
    await expectMessage(page, "Please confirm you are not a robot.");
    await expect(field(page, "Name")).toHaveValue("Ada Lovelace");
    await expect(field(page, "Email")).toHaveValue(email);
    await expect(field(page, "Message")).toHaveValue(`Hello from ${tag}`);
    await expectNoAxeViolations(page);

    await field(page, "I am not a robot").check();
    await send.click();
    await expect(page.getByRole("heading", { name: "Thank you for your message!" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const stored = await storedSubmissions<ContactRow>(request, "/contact", email);
    expect(stored).toEqual([expect.objectContaining({ name: "Ada Lovelace", email, message: `Hello from ${tag}` })]);
  });
});

test.describe("Request a website", () => {
  test("checks name, email and description, then the robot box, then shows what happens next", async ({ page, request }, testInfo) => {
    const email = `linus+${uniqueTag(testInfo)}@example.com`;
    await open(page, "/request-website", testInfo.project.name);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("REQUEST A WEBSITE");
    const send = page.getByRole("button", { name: "Send Request" });

    await field(page, "Company (optional)").fill("Penguin Works");
    await send.click();
    await expectMessage(page, "Please fill in your name, email, and a brief description of the site you need.");
    await expect(field(page, "Company (optional)")).toHaveValue("Penguin Works");

    await field(page, "Full name").fill("Linus Penguin");
    await field(page, "Email").fill(email);
    await field(page, "Description of the site you need").fill("A shop for hand-knitted scarves.");
    await send.click();
    await expectMessage(page, "Please confirm you are not a robot.");
    await expect(field(page, "Description of the site you need")).toHaveValue("A shop for hand-knitted scarves.");

    await field(page, "I am not a robot").check();
    await send.click();
    await expect(page.getByRole("heading", { name: "Thanks — we received your request" })).toBeVisible();
    await expect(page.getByText("Our team will reach out to schedule a discovery call and provide a proposal.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Showcase" })).toHaveAttribute("href", "/showcase");
    await expect(page.getByRole("link", { name: "See Pricing" })).toHaveAttribute("href", "/pricing");
    await expectNoAxeViolations(page);

    const stored = await storedSubmissions<WebsiteRow>(request, "/website-requests", email);
    expect(stored).toEqual([
      expect.objectContaining({ name: "Linus Penguin", company: "Penguin Works", phone: null, description: "A shop for hand-knitted scarves." }),
    ]);
  });
});

test.describe("Submit resume", () => {
  async function fillDetails(page: Page, email: string) {
    await field(page, "Full name").fill("Grace Hopper");
    await field(page, "Email").fill(email);
    await field(page, "Short message").fill("Compilers, mostly.");
  }

  test("checks the fields, the file, then the robot box, and stores the resume", async ({ page, request }, testInfo) => {
    const js = javaScriptOn(testInfo.project.name);
    const email = `grace+${uniqueTag(testInfo)}@example.com`;
    await open(page, "/request-resume", testInfo.project.name);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SUBMIT YOUR RESUME");
    const resume = field(page, "Resume");
    await expect(resume).toHaveAttribute(
      "accept",
      ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const submit = page.getByRole("button", { name: "Submit Resume" });

    await submit.click();
    await expectMessage(page, "Please fill in your name, email, and a brief message.");
    await fillDetails(page, email);
    await submit.click();
    await expectMessage(page, "Please attach your resume (PDF or DOCX).");
    await resume.setInputFiles({ name: "grace-hopper.pdf", mimeType: "application/pdf", buffer: minimalPdf() });
    await submit.click();
    await expectMessage(page, "Please confirm you are not a robot.");
    await expect(field(page, "Short message")).toHaveValue("Compilers, mostly.");
    if (js) {
      // The browser kept the chosen file: nothing to attach again.
      await expect(page.getByText("please attach your resume again")).toHaveCount(0);
    } else {
      // A page load cannot refill a file input: the form says so.
      await expect(page.getByText("Your details are kept, but the file is not: please attach your resume again.")).toBeVisible();
      await resume.setInputFiles({ name: "grace-hopper.pdf", mimeType: "application/pdf", buffer: minimalPdf() });
    }
    await expectNoAxeViolations(page);

    await field(page, "I am not a robot").check();
    // With JavaScript the upload is held until the sending state has been seen.
    const sending = js ? await holdNextRequest(page, "**/request-resume.data*", "POST") : undefined;
    await submit.click();
    if (sending) {
      const uploading = page.getByRole("button", { name: "Uploading…" });
      await expect(uploading).toBeVisible();
      await expect(uploading).toBeDisabled();
      sending.release();
    }
    await expect(page.getByRole("heading", { name: "Thanks — we received your submission" })).toBeVisible();
    await expectNoAxeViolations(page);

    const stored = await storedSubmissions<ResumeRow>(request, "/contact/cv", email);
    expect(stored).toEqual([
      expect.objectContaining({
        name: "Grace Hopper",
        message: "Compilers, mostly.",
        file: expect.objectContaining({ name: "grace-hopper.pdf", content_type: "application/pdf", size: minimalPdf().length }),
      }),
    ]);
  });

  test("refuses a 6 MB file and a renamed program, keeping the other fields, and stores nothing", async ({ page, request }, testInfo) => {
    const js = javaScriptOn(testInfo.project.name);
    const email = `big+${uniqueTag(testInfo)}@example.com`;
    await open(page, "/request-resume", testInfo.project.name);
    const resume = field(page, "Resume");
    await fillDetails(page, email);
    await field(page, "I am not a robot").check();
    const submit = page.getByRole("button", { name: "Submit Resume" });
    const big = { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.concat([minimalPdf(), Buffer.alloc(6 * MB)]) };
    const exe = { name: "setup.exe", mimeType: "application/x-msdownload", buffer: windowsProgram() };
    const renamed = { name: "resume.pdf", mimeType: "application/pdf", buffer: windowsProgram() };

    if (js) {
      // Checked the moment a file is chosen, and the file is dropped.
      await resume.setInputFiles(exe);
      await expectMessage(page, "Please upload a PDF or Word document (DOC or DOCX).");
      expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
      await resume.setInputFiles(big);
      await expectMessage(page, "File is too large. Max 5MB.");
      expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    } else {
      // The server reads at most 5 MB of it, answers 413 and keeps the fields sent before the file.
      await resume.setInputFiles(big);
      const response = await submitAndWait(page, () => submit.click());
      expect(response.status()).toBe(413);
      await expectMessage(page, "File is too large. Max 5MB.");
      await expect(field(page, "Full name")).toHaveValue("Grace Hopper");
      await expect(field(page, "Email")).toHaveValue(email);
      await expect(field(page, "Short message")).toHaveValue("Compilers, mostly.");
      await expect(page.getByText("please attach your resume again")).toBeVisible();
      await field(page, "I am not a robot").check();
      await resume.setInputFiles(exe);
      await submit.click();
      await expectMessage(page, "Please upload a PDF or Word document (DOC or DOCX).");
      await field(page, "I am not a robot").check();
    }

    // A program renamed resume.pdf passes the name and type checks; its first bytes give it away.
    await resume.setInputFiles(renamed);
    const response = await submitAndWait(page, () => submit.click());
    expect(response.status()).toBe(415);
    await expectMessage(page, "Please upload a PDF or Word document (DOC or DOCX).");
    await expect(field(page, "Short message")).toHaveValue("Compilers, mostly.");
    await expectNoAxeViolations(page);

    expect(await storedSubmissions(request, "/contact/cv", email)).toEqual([]);
  });

  test("shows the platform's answer when it refuses the file, and accepts a real DOCX", async ({ page, request }, testInfo) => {
    const email = `docx+${uniqueTag(testInfo)}@example.com`;
    await open(page, "/request-resume", testInfo.project.name);
    const resume = field(page, "Resume");
    await fillDetails(page, email);
    await field(page, "I am not a robot").check();
    // A zip named .docx starts like a DOCX; the platform looks inside and refuses it (415 + its text).
    await resume.setInputFiles({ name: "resume.docx", mimeType: DOCX_TYPE, buffer: plainZip() });
    const refused = await submitAndWait(page, () => page.getByRole("button", { name: "Submit Resume" }).click());
    expect(refused.status()).toBe(415);
    await expectMessage(page, "Please upload a PDF or Word document (DOC or DOCX).");
    await expect(field(page, "Email")).toHaveValue(email);

    if (!javaScriptOn(testInfo.project.name)) await field(page, "I am not a robot").check();
    await resume.setInputFiles({ name: "resume.docx", mimeType: DOCX_TYPE, buffer: minimalDocx() });
    await page.getByRole("button", { name: "Submit Resume" }).click();
    await expect(page.getByRole("heading", { name: "Thanks — we received your submission" })).toBeVisible();
    const stored = await storedSubmissions<ResumeRow>(request, "/contact/cv", email);
    expect(stored.map((row) => row.file.content_type)).toEqual([DOCX_TYPE]);
  });
});

test.describe("Interest form", () => {
  test("checks the fields, then the robot box, keeps the chosen areas, and stores them", async ({ page, request }, testInfo) => {
    const email = `guide+${uniqueTag(testInfo)}@example.com`;
    await open(page, "/interests", testInfo.project.name);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Interest Form");
    const areas = page.getByRole("group", { name: /Areas of interest/ });
    await expect(areas.getByRole("checkbox")).toHaveCount(15);
    const submit = page.getByRole("button", { name: "Submit", exact: true });

    await areas.getByLabel("Branding").check();
    await areas.getByLabel("Finance & Accounting").check();
    await submit.click();
    await expectMessage(page, "Please provide your name, email, and a short message.");
    await expect(areas.getByLabel("Branding")).toBeChecked();

    await field(page, "Full name").fill("Margaret Hamilton");
    await field(page, "Phone (optional)").fill("+1 555 0100");
    await field(page, "Email").fill(email);
    await field(page, "Short message").fill("I would like to be a Guide.");
    await submit.click();
    await expectMessage(page, "Please confirm you are not a robot.");
    await expect(areas.getByLabel("Finance & Accounting")).toBeChecked();
    await expect(areas.getByLabel("Training")).not.toBeChecked();
    await expect(field(page, "Phone (optional)")).toHaveValue("+1 555 0100");
    await expectNoAxeViolations(page);

    await areas.getByLabel("Branding").uncheck(); // toggling removes it again
    await areas.getByLabel("Training").check();
    await field(page, "I am not a robot").check();
    await submit.click();
    await expect(page.getByRole("heading", { name: "Thanks — we received your submission" })).toBeVisible();
    await expectNoAxeViolations(page);

    const stored = await storedSubmissions<InterestRow>(request, "/contact/interests", email);
    expect(stored).toEqual([
      expect.objectContaining({
        name: "Margaret Hamilton",
        phone: "+1 555 0100",
        message: "I would like to be a Guide.",
        interests: ["Finance & Accounting", "Training"],
      }),
    ]);
  });
});

test.describe("honeypot", () => {
  test("a filled or missing honeypot gets a generic 400 and nothing is stored", async ({ page, request, baseURL }, testInfo) => {
    test.skip(javaScriptOn(testInfo.project.name), "a direct POST: the same with JavaScript on or off");
    const email = `bot+${uniqueTag(testInfo)}@example.com`;
    await page.goto("/contact-us");
    const honeypot = await page.locator(".honeypot-fields input").evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value])),
    );
    const fields = { name: "Bot", email, message: "Buy now", robot: "on" };
    const trapped = await request.post("/contact-us", { headers: { Origin: baseURL! }, form: { ...fields, ...honeypot, name__confirm: "http://spam.example" } });
    expect(trapped.status()).toBe(400);
    expect(await trapped.text()).toContain("We couldn’t accept this form. Please reload the page and try again.");
    const missing = await request.post("/contact-us", { headers: { Origin: baseURL! }, form: fields });
    expect(missing.status()).toBe(400);
    const human = await request.post("/contact-us", { headers: { Origin: baseURL! }, form: { ...fields, ...honeypot } });
    expect(human.status()).toBe(200);
    expect(await storedSubmissions(request, "/contact", email)).toHaveLength(1);
    // And the platform's read-back needs credentials.
    expect((await platformGet(request, `/${FORM_TENANT}/contact`, { username: "demo", key: "wrong" })).status).toBe(401);
  });
});
