/** A member for the bench, made through the real sign-up (the form, the code from the outbox, verify). */

/** The honeypot's fields as a form renders them (remix-utils: an empty name and an encrypted time). */
export async function honeypotFields(path: string, base: string): Promise<Record<string, string>> {
  const html = await (await fetch(base + path)).text();
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*name="((?:name|from)__confirm)"[^>]*>/g)) fields[m[1]!] = /value="([^"]*)"/.exec(m[0])?.[1] ?? "";
  return fields;
}

export function accountForm(email: string, honeypot: Record<string, string>) {
  return new URLSearchParams({
    ...honeypot,
    firstName: "Bench",
    lastName: "Mark",
    email,
    birthday: "01/02/1990",
    phone: "(555) 010-0000",
    postalCode: "10001",
    password: "Bench-Password-1",
    confirmPassword: "Bench-Password-1",
    terms: "on",
  }).toString();
}

const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

/** A member signed in through the real journey: create account, the code from the outbox, verify. */
export async function signedInCookie(base: string) {
  const email = `bench-${Date.now()}@example.com`;
  const post = (path: string, body: string, cookie = "") =>
    fetch(base + path, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: cookie },
      body,
    });
  const created = await post("/create-account", accountForm(email, await honeypotFields("/create-account", base)));
  if (created.status !== 302) throw new Error(`create account answered ${created.status}`);
  // The pending sign-up's cookie shows its own mail whatever the server knows of the client's address.
  const outbox = await (await fetch(`${base}/dev/outbox`, { headers: { Cookie: cookieOf(created) } })).text();
  const code = new RegExp(`${email.replace(/[.]/g, "\\.")}[\\s\\S]*?data-testid="code"[^>]*>(\\d{6})<`).exec(outbox)?.[1];
  if (!code) throw new Error("no code in the outbox");
  const verified = await post("/verify-account", new URLSearchParams({ ...(await honeypotFields("/create-account", base)), intent: "verify", code }).toString(), cookieOf(created));
  const session = verified.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (verified.status !== 302 || !session) throw new Error(`verify answered ${verified.status}`);
  return session.split(";")[0]!;
}
