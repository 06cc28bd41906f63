import { redirect, type RouterContextProvider } from "react-router";
import { ownedBrand } from "../owned-brand.server";
import { memberOf, type Member } from "~/areas/dashboard/member.server";
import { COIN_PATHS } from "./coin-text";
import { coinOwnerCalls } from "./coin-owner-calls.server";
import type { Credit } from "~/.server/auth/own-profile";

/*
 * What every coin screen starts from: the brand (one of the member's, else 404, as the brand's
 * home answers) and its coin with the member's balance of it.
 */

export type CoinOfBrand = { coin: Credit; balance: number };

type Context = Readonly<RouterContextProvider>;

/** The member's balance of a coin, from the profile the dashboard fetched for this request. */
export function balanceOf(member: Member, coinId: string): number {
  return member.user.coins?.find((held) => held.id === coinId)?.balance ?? 0;
}

/** The brand's coin, null when none is issued yet. */
export async function coinOf(member: Member, brandId: string): Promise<CoinOfBrand | null> {
  const coin = await coinOwnerCalls(member.platform).brandCoin(brandId);
  return coin ? { coin, balance: balanceOf(member, coin.id) } : null;
}

/**
 * For the screens that need an issued coin (mint, transfer, holders, contracts): the brand and its
 * coin; before the coin is issued they send the owner to the coin page, which issues it.
 */
export async function brandWithCoin(context: Context, brandId: string | undefined) {
  const member = memberOf(context);
  const brand = await ownedBrand(member.platform, brandId);
  const owned = await coinOf(member, brand.id);
  if (!owned) throw redirect(COIN_PATHS.coin(brand.id));
  return { member, brand, ...owned };
}
