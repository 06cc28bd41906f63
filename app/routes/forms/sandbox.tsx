import { data, Link } from "react-router";
import type { Route } from "./+types/sandbox";
import { readFormData } from "~/.server/forms/form-data";
import { config } from "~/.server/config";
import { isSpam } from "~/.server/forms/honeypot";
import { platformFor } from "~/.server/platform/connection";
import { failureStatus } from "~/.server/forms/platform-failures";
import { PlatformError } from "~/.server/platform";
import { PageIntro } from "~/ui/page-intro";
import { SandboxCredentialsPanel, SandboxStart } from "~/features/forms/sandbox-start";
import { pageMeta } from "~/features/shell/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Sandbox", "Start free in the sandbox: credentials for the SDK and the API, on demo data with no real money.");

/** Credentials are shown once: never kept by a browser cache or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const APOLOGY = "We couldn’t start a sandbox right now. Please try again in a moment.";

/** The page the visitor came from, if it is a path of this site; else the Technology page. */
function returnPath(value: FormDataEntryValue | null): string {
  const path = typeof value === "string" ? value : "";
  return /^\/(?![/\\])[A-Za-z0-9/_-]{0,100}$/.test(path) && path !== "/sandbox" ? path : "/technology-page";
}

/**
 * POST /sandbox creates sandbox credentials for this product (platform POST /sandbox/create).
 * The Start button posts here: through a fetcher with JavaScript (a dialog shows the answer),
 * as a page load without it (this page shows the answer once).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (await isSpam(formData)) return data({ error: APOLOGY }, { status: 400 });
  try {
    const credentials = await platformFor(request, context).sandbox.create(config.PRODUCT_NAME);
    return data({ credentials: { name: config.PRODUCT_NAME, ...credentials }, returnTo: returnPath(formData.get("returnTo")) });
  } catch (error) {
    // §4/§8: a failed creation is logged (the server's text, or the status) and the visitor gets a short apology.
    const reason =
      error instanceof PlatformError
        ? (error.serverMessage ?? (error.status ? `Sandbox creation failed with status ${error.status}` : error.message))
        : String(error);
    console.error(reason);
    return data({ error: APOLOGY }, { status: failureStatus(error) });
  }
}

export default function Sandbox({ actionData }: Route.ComponentProps) {
  if (actionData && "credentials" in actionData) {
    return (
      <section className="container-page py-14 sm:py-20">
        <div className="max-w-2xl rounded-2xl border border-line bg-white shadow-sm">
          <SandboxCredentialsPanel credentials={actionData.credentials} titleId="sandbox-credentials-title" />
          <div className="border-t border-line px-6 py-4 sm:px-8">
            <Link to={actionData.returnTo} className="btn-primary">
              Done
            </Link>
          </div>
        </div>
      </section>
    );
  }
  return (
    <>
      <PageIntro
        title="Start Free in the Sandbox"
        lead="The sandbox is a demo environment with no real money: you get a public key, a secret key and a username for the SDK and the API, separate from any live account."
      />
      <section className="container-page py-14">
        {actionData && "error" in actionData ? (
          <p role="alert" className="mb-6 max-w-xl rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
            {actionData.error}
          </p>
        ) : null}
        <SandboxStart />
        <p className="mt-6 max-w-xl text-sm text-muted">
          Your credentials are shown once, right after you start. Learn what you can build on the{" "}
          <Link to="/technology-page" className="link">
            Technology
          </Link>{" "}
          page.
        </p>
      </section>
    </>
  );
}
