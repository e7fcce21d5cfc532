import { FACTS } from '@tcm/shared/pageFrame';

/** Label and value pairs of a summary (patient, usage, visit), in the frame's fact grid. */
export function FactList({ lines, testId }: { lines: [string, string][]; testId: string }) {
  return (
    <dl className={FACTS} data-testid={testId}>
      {lines.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
