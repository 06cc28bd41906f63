import { Link } from "react-router";

/** Friendly 404 and 500 pages: clear words, a way onward, never a stack trace. */
export function ErrorPage({ status, title, message }: { status: number; title: string; message: string }) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-5 py-20">
      <p className="eyebrow">Error {status}</p>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="max-w-xl text-lg text-muted">{message}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/contact-us" className="btn-secondary">
          Contact us
        </Link>
      </div>
    </section>
  );
}

export function errorCopy(status: number): { title: string; message: string } {
  if (status === 404) {
    return { title: "Page not found", message: "We couldn’t find the page you were looking for. It may have moved, or the address may be mistyped." };
  }
  if (status === 403) {
    return { title: "Not allowed", message: "This request was refused. If you followed a link from another site, start again from our home page." };
  }
  if (status >= 400 && status < 500) {
    return { title: "Something’s not right", message: "We couldn’t handle that request. Please check it and try again." };
  }
  return { title: "Something went wrong", message: "An unexpected error happened on our side. Please try again in a moment." };
}
