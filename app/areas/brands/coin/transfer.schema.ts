/* Both steps of a transfer check the same values (the confirmation checks them again). */
export { transferSchema } from "~/areas/brands/coin/transfer.server";
