import type { HerbLine, PrescriptionInfo } from '@tcm/shared';
import { yuan } from '@tcm/shared';
import { HerbTable } from '../../components/herbs/HerbTable';

interface PrescriptionCardProps {
  info: PrescriptionInfo;
  onReplaceHerb?: (line: HerbLine, herbs: string[]) => void;
  onChangeWeight?: (line: HerbLine) => void;
  pending?: number | null;
}

/** One prescription (spec 2 §2): name, doses, charge, weight of a dose, dates and supply days, then its herbs. */
export function PrescriptionCard({ info, onReplaceHerb, onChangeWeight, pending }: PrescriptionCardProps) {
  const herbs = info.prescription.map((l) => l.key);
  const facts: [string, string][] = [
    ['剂数', `${info.count} 剂`],
    ['费用', yuan(info.charge)],
    ['每剂总重', `${info.totalWeight} g`],
    ['开始日期', info.startDate],
    ['结束日期', info.endDate],
    ['供药天数', `${info.supplyDays} 天`],
  ];
  return (
    <article className="tcm-rx-card" aria-label={info.name}>
      <header className="tcm-rx-card__head">
        <h3>{info.name}</h3>
        {info.source ? <span className="tcm-rx-card__source">{info.source}</span> : null}
      </header>
      <dl className="tcm-rx-card__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <HerbTable
        herbs={info.prescription}
        pending={pending}
        onReplaceHerb={onReplaceHerb ? (line) => onReplaceHerb(line, herbs) : undefined}
        onChangeWeight={onChangeWeight}
      />
    </article>
  );
}
