import { Link } from "react-router";
import { EXPERIENCE_EDITOR_PATHS } from "./experience-text";

/* On the brand's home, above its experiences: the way to the editor of a new one. */
export function NewExperienceLink({ brandId }: { brandId: string }) {
  return (
    <p className="mb-4">
      <Link to={EXPERIENCE_EDITOR_PATHS.create(brandId)} className="btn-secondary">
        New experience
      </Link>
    </p>
  );
}
