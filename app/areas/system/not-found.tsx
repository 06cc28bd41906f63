import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage, errorCopy } from "~/areas/shell/error-page";
import { productNameFrom } from "~/areas/shell/meta";
import { staticPage } from "~/areas/shell/static-page";

export const handle = staticPage;

// Unknown URLs answer 404 for every method, so a POST to a mistyped path is not a 405 or a 500.
export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Page not found | ${productNameFrom(matches)}` },
  // Read by whoever shares a mistyped link; search engines are told to skip the page.
  { name: "description", content: errorCopy(404).message },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorPage status={404} {...errorCopy(404)} />;
}
