/** A cancellation policy's tiers in words (#contract/cancellation-policy policyInWords), on the experience's page and the purchase's. */
export function PolicyInWords({ lines, className = "mt-2 grid gap-1 text-sm" }: { lines: string[]; className?: string }) {
  return (
    <ul className={className}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
