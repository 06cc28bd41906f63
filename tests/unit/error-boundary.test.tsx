import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

/** Renders `/` through React Router's server rendering with the root ErrorBoundary. */
async function render(loader: () => unknown) {
  const routes = [
    { id: "root", path: "/", ErrorBoundary, children: [{ id: "page", index: true, loader, Component: () => <p>page</p> }] },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return { status: context.statusCode, html: renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />) };
}

describe("the root error boundary", () => {
  it("shows a friendly 500 page without the error's message or stack", async () => {
    // The error is for the log (asserted below), not for the test output.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, html } = await render(() => {
      throw new Error("connection to db://secret-host failed");
    });
    expect(logged.mock.calls.flat().some((arg) => arg instanceof Error && arg.message.includes("secret-host"))).toBe(true);
    logged.mockRestore();
    expect(status).toBe(500);
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Go to the home page");
    expect(html).not.toContain("secret-host");
    expect(html).not.toMatch(/at \w+ \(|\.tsx?:\d+/);
  });

  it("shows a friendly 404 page for a thrown 404", async () => {
    const { status, html } = await render(() => {
      throw new Response("gone", { status: 404 });
    });
    expect(status).toBe(404);
    expect(html).toContain("Page not found");
  });
});
