import { MAX_LOGO_BYTES } from "#contract/limits";

/*
 * The brand area's words (platform-core §7 Profile and account: business), for its routes, their schemas and the forms. Its addresses
 * are the member area's (dashboard-text.ts BRAND_PATHS), which the dashboard's overview links to.
 */

/** The platform's defaults (platform/README.md "Brand owners"), shown by the colour pickers. */
export const DEFAULT_BRAND_COLOURS = { primary: "#00cde8", secondary: "#d400ff" } as const;

/** As long as the platform keeps them (POST /account/business/onboard). */
export const BRAND_LIMITS = { name: 100, username: 32, address: 200, city: 100, state: 50, zipCode: 10, website: 300, phone: 20 } as const;

export const BRAND_MESSAGES = {
  nameRequired: "Please enter your brand's name.",
  usernameRequired: "Please choose a username for your brand.",
  // The rules of POST /account/business/onboard (contract/api/businesses.ts), in people's words.
  username: "Use 3 to 32 letters, digits or hyphens, starting and ending with a letter or digit.",
  zipCode: "Please enter a ZIP code of 5 digits, or 5+4 (21401-1234).",
  website: "Please enter your website's address, like https://example.com.",
  colour: "Please choose a colour.",
  phone: "Please enter a phone number of up to 15 digits, like +1 608 555 0100.",
  chooseLogo: "Please choose an image for the logo.",
  logoTooLarge: `The image is too large. The maximum is ${MAX_LOGO_BYTES / (1024 * 1024)} MB.`,
  logoUnreadable: "That file is not an image we can read. Please choose a PNG, JPEG, WebP or GIF image.",
  tooLong: (max: number) => `Please keep it to ${max} characters.`,
} as const;

export const BRAND_NOTICES = {
  started: (name: string) => `${name} is ready. Add its experiences and venues next.`,
  saved: "Your brand has been saved.",
  logoUpdated: "Your logo has been updated.",
} as const;
