/**
 * The experiences module's public face (platform/README.md "Modules and their order"): experiences
 * loaded for the wire, and what purchases, locations and notifications may know or change of one.
 * Its tables (./schema.ts) stay inside.
 */
export { availabilitiesOf, experienceRow, experienceSale, lockExperience, setExperienceRating, venueIdOf, venueIdsHoldingCategory } from "./links";
export { loadExperiences } from "./load";
export { existingExperienceId, taxonomyChanged } from "./service";
export { dollars, toExperienceWire, type ExperienceWire, type ExperienceWithRelations, type ProviderWire } from "./wire";
export type { Experience, ExperienceAvailability } from "./schema";
