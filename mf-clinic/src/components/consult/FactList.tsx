/** Label and value pairs of a summary (patient, usage, visit), laid out by consult.css. */
export function FactList({ lines, testId }: { lines: [string, string][]; testId: string }) {
  return (
    <dl className="tcm-consult__summary" data-testid={testId}>
      {lines.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
