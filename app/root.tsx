import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { config } from "./.server/config";
import { refuseUnreadableUrl, requestMiddleware } from "~/.server/http/middleware";
import { membersCopies } from "~/.server/http/page-cache";
import { honeypotInputProps } from "~/.server/forms/honeypot";
import { sessionFrom } from "~/.server/session/session";
import { unreadNotificationCount } from "~/areas/notifications/unread-count.server";
import stylesheet from "./app.css?url";
import { AppStyle } from "~/ui/app-style";
import { ErrorPage, errorCopy } from "~/areas/shell/error-page";
import { HoneypotProvider } from "~/ui/honeypot-fields";
import { useNonce } from "~/ui/nonce";
import { RestoreScroll } from "~/areas/shell/restore-scroll";
import { RouteScroll } from "~/areas/shell/route-scroll";
import { RememberTimeZone } from "~/areas/shell/remember-time-zone";
import { SiteFooter } from "~/areas/shell/site-footer";
import { SiteHeader } from "~/areas/shell/site-header";
import { isOwnFrameLeaf, isStaticLeaf } from "~/areas/shell/static-page";

// A member's static page comes from the page cache by their unread count, the one thing of theirs it shows.
export const middleware: Route.MiddlewareFunction[] = [requestMiddleware, membersCopies(unreadNotificationCount), refuseUnreadableUrl];

// The stylesheet is inlined in the head in the build (app-style.tsx); in development Vite serves
// it as a file, with hot reload.
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [honeypot, unread] = await Promise.all([honeypotInputProps(), unreadNotificationCount(request, context)]);
  return data({
    productName: config.PRODUCT_NAME,
    signedIn: sessionFrom(context).signedIn,
    unread,
    honeypot,
  });
}

/**
 * The header only changes when someone signs in or out, or reads or deletes notifications (its
 * unread count): always through an action.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const productName = root?.productName ?? "Foundry";
  // A static page's document has no scripts at all. In the browser the app is already running
  // (a static page never hydrates; a hydrated page may navigate to one), so they stay.
  const matches = useMatches();
  const withScripts = typeof document !== "undefined" || !isStaticLeaf(matches);
  // An error page (a brand that does not exist) is the site's own, in its frame.
  const ownFrame = isOwnFrameLeaf(matches) && !useRouteError();
  // The document says when it has hydrated (after every effect below it has run): what the
  // browser tests wait for before they use a hydrated page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1020" />
        <Meta />
        {import.meta.env.DEV ? null : <AppStyle />}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {ownFrame ? (
          children
        ) : (
          <>
            <SiteHeader productName={productName} signedIn={root?.signedIn ?? false} unread={root?.unread ?? null} />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter productName={productName} />
          </>
        )}
        {withScripts ? (
          <>
            {/* Before RestoreScroll: its layout effect must run first (see route-scroll.tsx). */}
            <RouteScroll />
            <RememberTimeZone />
            <RestoreScroll nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <HoneypotProvider value={loaderData.honeypot}>
      <Outlet />
    </HoneypotProvider>
  );
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const productName = (matches[0]?.loaderData as { productName?: string } | undefined)?.productName ?? "Foundry";
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: `${errorCopy(status).title} | ${productName}` }];
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  const copy = errorCopy(status);
  // A 400 thrown with words for a person (an unreadable form or address) says what was wrong.
  const message = isRouteErrorResponse(error) && status === 400 && typeof error.data === "string" && error.data ? error.data : copy.message;
  return <ErrorPage status={status} title={copy.title} message={message} />;
}
