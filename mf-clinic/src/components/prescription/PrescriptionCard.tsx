import type { HerbLine, PrescriptionInfo } from '@tcm/shared';
import { yuan } from '@tcm/shared';
import { HerbTable } from '../herbs/HerbTable';

interface PrescriptionCardProps {
  info: PrescriptionInfo;
  onReplaceHerb?: (line: HerbLine, herbs: string[]) => void;
  onChangeWeight?: (line: HerbLine) => void;
  pending?: number | null;
}

/** What a prescription whose delivery order is paid says instead of its 更换药材 / 修改重量 actions. */
export const LOCKED_TEXT = '该处方的配送订单已支付，不能再修改';

/**
 * One prescription (spec 2 §2): name, doses, charge, weight of a dose, dates and supply days, then
 * its herbs. The herbs offer 更换药材 / 修改重量 only while the server says the prescription may
 * still change (modifyFlag: false once its delivery order is paid).
 */
export function PrescriptionCard({ info, onReplaceHerb, onChangeWeight, pending }: PrescriptionCardProps) {
  const herbs = info.prescription.map((l) => l.key);
  const editable = info.modifyFlag;
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
      {!editable && info.status === 1 ? (
        <p className="tcm-rx-card__locked" role="note">
          {LOCKED_TEXT}
        </p>
      ) : null}
      <HerbTable
        herbs={info.prescription}
        pending={pending}
        onReplaceHerb={editable && onReplaceHerb ? (line) => onReplaceHerb(line, herbs) : undefined}
        onChangeWeight={editable ? onChangeWeight : undefined}
      />
    </article>
  );
}
