/**
 * The shape of one demo experience in the seed's data files: compact (defaults filled in by
 * ../demo-experiences.ts), prices in dollars, weekly slots written as `"Sa Su 09:00-12:00"`
 * (day tokens Mo Tu We Th Fr Sa Su, or `daily`, then a wall-clock window in the business's zone).
 */

import type { ExperienceCover } from "#contract/experience-covers";

export type DemoExperience = {
  name: string;
  /** The domain of the demo business that sells it (platform/seed/demo-businesses.ts). */
  business: string;
  category: string;
  tags: string[];
  /** Shown location ("Richmond, VA") and where it is, for radius search. */
  place: string;
  at: [latitude: number, longitude: number];
  address: string;
  about: string;
  price: number;
  member?: number;
  perGuest?: boolean;
  guests: [min: number, max: number];
  minAge?: number;
  pet?: boolean;
  /** Pickup offered within this many miles. */
  pickup?: number;
  minutes: number;
  tier?: number;
  membersOnly?: boolean;
  slots: string[];
  /** The illustration that depicts it (contract/experience-covers.ts), its one image. */
  cover: ExperienceCover;
  amenities?: string[];
};
