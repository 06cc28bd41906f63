import { Link } from "react-router";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { COIN_PATHS } from "./coin-text";
import type { Credit } from "~/.server/auth/own-profile";

/* The brand home's "Coin" section: the coin and the owner's balance, or the way to issue it. */

export function BrandCoinSection({ brandId, owned }: { brandId: string; owned: { coin: Credit; balance: number } | null }) {
  return (
    <Section id="brand-coin" title="Coin">
      {owned ? (
        <p>
          <Link to={COIN_PATHS.coin(brandId)} className="link font-semibold">
            {owned.coin.name}
          </Link>
          {`: you hold ${owned.balance.toLocaleString("en-US")}.`}
        </p>
      ) : (
        <p>
          This brand has no coin yet.{" "}
          <Link to={COIN_PATHS.coin(brandId)} className="link font-semibold">
            Issue your coin
          </Link>
        </p>
      )}
    </Section>
  );
}
