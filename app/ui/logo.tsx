/** The product mark: a simple geometric glyph in the brand gradient, plus the product name. */
export function Logo({ productName, tone = "dark" }: { productName: string; tone?: "dark" | "light" }) {
  return (
    <span className={`inline-flex items-center gap-2 text-lg font-bold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#00cde8" />
            <stop offset="1" stopColor="#d400ff" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <path d="M10 22V10h12M10 16h8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{productName}</span>
    </span>
  );
}
