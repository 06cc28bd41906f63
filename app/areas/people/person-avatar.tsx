import { personName } from "./people-text";

/** A person's picture, or their initial; decorative (their name is always written beside it). */
export function PersonAvatar({ person, size = "md" }: { person: { firstName: string | null; lastName: string | null; avatarUrl: string | null }; size?: "md" | "lg" }) {
  const box = size === "lg" ? "size-24 text-4xl" : "size-12 text-lg";
  if (person.avatarUrl) return <img src={person.avatarUrl} alt="" className={`${box} shrink-0 rounded-full border border-line object-cover`} />;
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-ink font-bold text-white`}>
      {personName(person)[0]!.toUpperCase()}
    </span>
  );
}
