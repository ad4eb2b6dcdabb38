/** A loading indicator that screen readers announce politely, with its visible label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="rad-spinner" role="status" aria-live="polite">
      <span className="rad-spinner__ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
