/** A business in the directory (marketing-site §3): name, description, logo; its name links to its pages (/b/{username}) when given. */
export function BusinessCard({
  business,
}: {
  business: { name: string; description?: string | null; logo?: string | null; username?: string };
}) {
  return (
    <article className="flex h-full gap-4 rounded-2xl border border-line bg-white p-5">
      {business.logo ? (
        // The name sits right beside the logo, so the image itself is decorative.
        <img src={business.logo} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-14 shrink-0 rounded-xl" />
      ) : (
        <span aria-hidden="true" className="brand-gradient flex size-14 shrink-0 items-center justify-center rounded-xl text-xl font-bold text-white">
          {business.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">
          {business.username ? (
            <a className="underline" href={`/b/${encodeURIComponent(business.username)}`}>
              {business.name}
            </a>
          ) : (
            business.name
          )}
        </h3>
        {business.description ? <p className="mt-1 text-sm text-muted">{business.description}</p> : null}
      </div>
    </article>
  );
}
