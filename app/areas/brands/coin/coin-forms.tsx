import { Link } from "react-router";
import { useFormReply, selectAttributes, type SubmissionResult } from "~/ui/form-reply";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { Field, TextareaField } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";
import { useFreshFormKey } from "~/areas/dashboard/dashboard-ui";
import { COIN_LIMITS } from "./coin-text";

/*
 * The coin screens' forms: plain HTML forms posting to their own route, checked by the server
 * (the platform's words come back at their fields), every typed value kept on a refusal.
 */

type Reply = SubmissionResult<string[]> | undefined;
type FieldOptions = { type?: "text" | "url" | "number" | "date" | "email"; hint?: string; optional?: boolean; maxLength?: number; step?: string; min?: number; inputMode?: "numeric" | "decimal"; className?: string };

function useFields<Fields extends Record<string, unknown>>(lastResult: Reply, defaultValue?: { [K in keyof Fields]?: unknown }) {
  const [form, fields] = useFormReply<Fields>({ lastResult, defaultValue, shouldValidate: "onSubmit" });
  const field = (name: keyof Fields & string, label: string, options: FieldOptions = {}) => (
    <Field
      label={label}
      hint={options.hint}
      optional={options.optional}
      className={options.className}
      errors={fields[name].errors}
      inputProps={{
        ...inputPropsOf(fields[name], "text"),
        type: options.type ?? "text",
        maxLength: options.maxLength,
        step: options.step,
        min: options.min,
        inputMode: options.inputMode,
        autoComplete: "off",
      }}
    />
  );
  return { form, fields, field };
}

export function IssueCoinForm({ action, lastResult }: { action: string; lastResult: Reply }) {
  const { form, fields, field } = useFields<{ name: string; description: string; logo: string; rewardsValue: string }>(lastResult);
  return (
    <DashboardForm action={action} form={form} className="grid gap-4" submit={{ label: "Issue the coin", pendingLabel: "Issuing..." }}>
      {field("name", "Coin name", { maxLength: COIN_LIMITS.name, hint: "Unique among all coins and credits, e.g. Tide Coin." })}
      <TextareaField label="Description" optional errors={fields.description.errors} textareaProps={{ ...textareaPropsOf(fields.description), maxLength: COIN_LIMITS.description, rows: 3 }} />
      {field("logo", "Logo URL", { type: "url", optional: true, maxLength: COIN_LIMITS.logo, hint: "https://…" })}
      {field("rewardsValue", "Value of one coin, in dollars", { inputMode: "decimal", maxLength: 20, optional: true, hint: "What one coin takes off a booking's price, e.g. 0.25." })}
    </DashboardForm>
  );
}

export function MintForm({ action, lastResult, coin }: { action: string; lastResult: Reply; coin: string }) {
  const { form, field } = useFields<{ amount: string }>(lastResult);
  return (
    <DashboardForm action={action} form={form} submit={{ label: "Mint", pendingLabel: "Minting..." }}>
      {field("amount", `Amount of ${coin}`, { type: "number", min: 1, step: "1", inputMode: "numeric", hint: "Whole coins, added to your balance." })}
    </DashboardForm>
  );
}

export type TransferDefaults = { amount: string; target: string; contract: string };

export function TransferForm({
  action,
  lastResult,
  defaults,
  contracts,
  coin,
  balance,
}: {
  action: string;
  lastResult: Reply;
  defaults: TransferDefaults;
  contracts: Array<{ id: string; name: string }>;
  coin: string;
  /** The owner's balance, said at the amount (more is refused before the confirmation). */
  balance: number;
}) {
  const { form, fields, field } = useFields<TransferDefaults>(lastResult, defaults);
  const contract = selectAttributes(fields.contract);
  return (
    <DashboardForm action={action} form={form} className="grid gap-4" submit={{ label: "Review the transfer", pendingLabel: "Checking..." }}>
      {field("amount", `Amount of ${coin}`, { type: "number", min: 1, step: "1", inputMode: "numeric", hint: `You hold ${balance.toLocaleString("en-US")} ${coin}.` })}
      {field("target", "Recipient", { maxLength: COIN_LIMITS.target, hint: "The member's email address or user id." })}
      {contracts.length > 0 ? (
        <SelectField label="Under a contract (optional)" errors={fields.contract.errors} selectProps={{ ...contract, defaultValue: String(fields.contract.initialValue ?? "") }}>
          <option value="">No contract</option>
          {contracts.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </DashboardForm>
  );
}

/** The confirmation step: the values in hidden fields, Confirm, and Change going back with them. */
export function ConfirmTransferForm({ action, values, changeTo, question }: { action: string; values: TransferDefaults; changeTo: string; question: string }) {
  const { form } = useFields<TransferDefaults>(undefined);
  return (
    <DashboardForm
      action={action}
      form={form}
      submit={{ label: "Confirm", pendingLabel: "Sending..." }}
      aside={
        <Link to={changeTo} className="btn-secondary">
          Change
        </Link>
      }
    >
      <p className="text-lg font-semibold">{question}</p>
      <input type="hidden" name="amount" value={values.amount} />
      <input type="hidden" name="target" value={values.target} />
      <input type="hidden" name="contract" value={values.contract} />
    </DashboardForm>
  );
}

export function ContractForm({ action, lastResult }: { action: string; lastResult: Reply }) {
  const { form, fields, field } = useFields<{ name: string; description: string; startDate: string; endDate: string; dividendRate: string }>(lastResult);
  return (
    <DashboardForm key={useFreshFormKey(lastResult)} action={action} form={form} className="grid gap-4" submit={{ label: "Create the contract", pendingLabel: "Creating..." }}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", "Contract name", { maxLength: COIN_LIMITS.name, className: "sm:col-span-2" })}
        <TextareaField className="sm:col-span-2" label="Description" optional errors={fields.description.errors} textareaProps={{ ...textareaPropsOf(fields.description), maxLength: COIN_LIMITS.description, rows: 3 }} />
        {field("startDate", "Start date", { type: "date", optional: true })}
        {field("endDate", "End date", { type: "date", optional: true })}
        {field("dividendRate", "Dividend rate (%)", { type: "number", min: 0, step: "0.01", inputMode: "decimal", optional: true, hint: "0 to 100." })}
      </div>
    </DashboardForm>
  );
}
