/*
 * A distance in people's words: miles from a place in the United States (and the few other places
 * that measure roads in miles), kilometres elsewhere, in whole units ("12 miles from Portland, OR").
 */

/** Countries whose road signs are in miles: the US and its territories, the UK, Liberia, Myanmar. */
const MILES = new Set(["US", "PR", "GU", "VI", "AS", "MP", "UM", "GB", "LR", "MM"]);

export interface GivenPlace {
  /** As the visitor reads it back: "Portland, OR", "Lyon, FR". */
  label: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** "60 miles from Portland, OR", "1 mile from …", "Less than a mile from …", "12 km from Lyon, FR". */
export function distanceFromPlace(distance: { km: number; miles: number }, place: GivenPlace): string {
  const miles = MILES.has(place.country);
  const value = miles ? distance.miles : distance.km;
  const unit = miles ? "mile" : "km";
  if (value < 1) return `Less than a ${unit} from ${place.label}`;
  const whole = Math.round(value);
  const units = miles && whole !== 1 ? "miles" : unit;
  return `${whole.toLocaleString("en-US")} ${units} from ${place.label}`;
}
