import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { Field, TextareaField } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { selectAttributes } from "~/ui/form-reply";
import type { StepFields } from "./step-form";
import { EXPERIENCE_LABELS as L } from "./experience-text";

/* Step 1's fields (the new experience's and an existing one's): its name, category and description. */
export function BasicsFields({ f, categories }: { f: StepFields; categories: Array<{ name: string; title: string }> }) {
  return (
    <div className="grid gap-4">
      <Field label={L.name} errors={f("name").errors} inputProps={inputPropsOf(f("name"), "text")} />
      <SelectField label={L.category} errors={f("category").errors} selectProps={selectAttributes(f("category"), { ariaAttributes: false })}>
        <option value="">Choose a category</option>
        {categories.map((category) => (
          <option key={category.name} value={category.name}>
            {category.title}
          </option>
        ))}
      </SelectField>
      <TextareaField label={L.description} optional hint="What a guest does and gets, in a few sentences." errors={f("description").errors} textareaProps={{ ...textareaPropsOf(f("description")), rows: 5 }} />
    </div>
  );
}
