/** A notifications form's failure (conform's reply, read without the form kit: this page loads none of it). */
export function FormFailure({ actionData }: { actionData: unknown }) {
  const errors = (actionData as { result?: { error?: Record<string, string[] | null> } } | undefined)?.result?.error;
  const message = errors ? Object.values(errors).flat().find(Boolean) : undefined;
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
      {message}
    </p>
  );
}
