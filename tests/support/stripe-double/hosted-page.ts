/** The double's stand-in for Stripe's hosted checkout page: plain HTML forms, "Pay" and "Back", working without JavaScript. */
import type { Json } from "./state";

const escape = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function hostedPage(session: Json): string {
  const lines = session._lines as Array<{ name: string; description: string | null; unitAmount: number; quantity: number }>;
  const total = `$${((session.amount_total as number) / 100).toFixed(2)}`;
  const open = session.status === "open";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pay ${escape(lines[0]?.name ?? "")} (Stripe test double)</title></head>
<body><main>
<h1>${escape(lines[0]?.name ?? "Checkout")}</h1>
${lines.map((line) => `<p>${escape(line.description ?? "")}</p>`).join("")}
<p>Total: <strong>${total}</strong></p>
${
  open
    ? `<form method="post" action="/pay/${escape(session.id)}/pay"><button type="submit">Pay ${total}</button></form>
<form method="post" action="/pay/${escape(session.id)}/back"><button type="submit">Back</button></form>`
    : `<p>This checkout is ${escape(session.status)}.</p>`
}
</main></body></html>`;
}
