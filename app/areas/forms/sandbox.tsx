import { data, Link } from "react-router";
import type { Route } from "./+types/sandbox";
import { config } from "~/.server/config";
import { platformFor } from "~/.server/platform/connection";
import { log } from "~/.server/http/log";
import { submitForm } from "~/.server/forms/submission";
import { PlatformError } from "~/.server/platform";
import { PageIntro } from "~/ui/page-intro";
import { SandboxCredentialsPanel, SandboxStart, type SandboxAnswer } from "./sandbox-start";
import { pageMeta } from "~/areas/shell/meta";
import { sandboxSchema } from "./sandbox.schema";
import { sandboxCalls } from "./sandbox-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Sandbox", "Start free in the sandbox: credentials for the SDK and the API, on demo data with no real money.");

/** Credentials are shown once: never kept by a browser cache or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const APOLOGY = "We couldn’t start a sandbox right now. Please try again in a moment.";

/**
 * POST /sandbox creates sandbox credentials for this product (platform POST /sandbox/create).
 * The Start button posts here: through a fetcher with JavaScript (a dialog shows the answer),
 * as a page load without it (this page shows the answer once).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, {
    schema: sandboxSchema,
    honeypot: { spamMessage: APOLOGY },
    async submit({ returnTo }) {
      const credentials = await sandboxCalls(platformFor(request, context)).create(config.PRODUCT_NAME);
      return data({ credentials: { name: config.PRODUCT_NAME, ...credentials }, returnTo } satisfies SandboxAnswer);
    },
    // §4/§8: a failed creation is logged (the server's text, or the status) and the visitor gets a short apology.
    failure(error) {
      const reason =
        error instanceof PlatformError
          ? (error.serverMessage ?? (error.status ? `Sandbox creation failed with status ${error.status}` : error.message))
          : String(error);
      log.error({ err: reason }, "Sandbox: the credentials could not be created");
      return APOLOGY;
    },
  });
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
        <SandboxStart lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
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
