import { z } from "zod";
import { path, type PlatformCore } from "./core";
import {
  brandPageDetailSchema,
  brandPageSchema,
  brandSchema,
  type Brand,
  type BrandPage,
  type BrandPageDetail,
} from "./entities";

/** Public calls on businesses and their brand pages (spec §7 "Businesses and brand pages"). */
export function businessCalls(core: PlatformCore) {
  return {
    /**
     * GET /business/list: the businesses of the calling API credential, or with `global`
     * every listed business.
     */
    listBusinesses(options: { global?: boolean } = {}): Promise<Brand[]> {
      return core.call({
        prefix: "Unable to list businesses",
        method: "GET",
        path: "/business/list",
        query: { global: options.global ? true : undefined },
        schema: z.array(brandSchema),
      });
    },

    /** GET /business/name/{username}/pages: the brand's pages, without their blocks. */
    brandPages(username: string): Promise<BrandPage[]> {
      return core.call({
        prefix: "Unable to get brand pages",
        method: "GET",
        path: path`/business/name/${username}/pages`,
        schema: z.array(brandPageSchema),
      });
    },

    /** GET /business/name/{username}/pages?name=: one page with its styles, metadata and blocks. */
    brandPage(username: string, name: string): Promise<BrandPageDetail> {
      return core.call({
        prefix: `Unable to get custom brand page ${name}`,
        method: "GET",
        path: path`/business/name/${username}/pages`,
        query: { name },
        schema: brandPageDetailSchema,
      });
    },
  };
}
