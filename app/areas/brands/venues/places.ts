import type { Route } from "./+types/places";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { placeChoices } from "./places.server";
import { memberOf } from "~/areas/dashboard/member.server";

/*
 * GET /dashboard/brands/:brandId/venues/places?q=norf: the venue form's combobox suggestions
 * (JSON: PlaceChoice[]), from POST /location/search/autocomplete. The brand's owner only.
 */

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  await ownedBrand(platform, params.brandId);
  const query = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json(await placeChoices(platform, query.slice(0, 100)), {
    headers: { "Cache-Control": "private, no-store" },
  });
}
