import { Link } from "react-router";
import { Logo } from "~/ui/logo";
import { footerGroups } from "./navigation";

/** Shared footer (marketing-site §2): Explore, Company, Get Started, Support, Legal and a credit line. */
export function SiteFooter({ productName }: { productName: string }) {
  return (
    <footer className="bg-ink text-white">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_repeat(5,1fr)]">
        <div className="space-y-3">
          <Logo productName={productName} tone="light" />
          <p className="max-w-xs text-sm text-white/75">
            Launch, run and grow a branded online business: websites, memberships, coins and rewards on one platform.
          </p>
        </div>
        {footerGroups.map((group, index) => (
          <nav key={group.title} aria-labelledby={`footer-${index}`}>
            <h2 id={`footer-${index}`} className="text-sm font-semibold tracking-wide text-white">
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="text-sm text-white/75 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-white/70">
          © {new Date().getFullYear()} {productName}, Inc. All rights reserved. Designed and built by the {productName} team.
        </p>
      </div>
    </footer>
  );
}
