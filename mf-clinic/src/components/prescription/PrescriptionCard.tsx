import type { ReactNode } from 'react';
import type { HerbLine, PrescriptionInfo } from '@tcm/shared';
import { yuan } from '@tcm/shared';
import { HerbTable } from '../herbs/HerbTable';

interface PrescriptionCardProps {
  info: PrescriptionInfo;
  onReplaceHerb?: (line: HerbLine, herbs: string[]) => void;
  onChangeWeight?: (line: HerbLine) => void;
  pending?: number | null;
  /**
   * A 伤寒论 reference (api/RULES.md "Money"): shown for the doctor's judgement, neither dispensed
   * nor priced nor changed, so it shows no doses, no charge and no actions.
   */
  reference?: boolean;
  /** Its 药费 when the visit was priced (the price's part), to say why the charge moved since. */
  pricedFen?: number;
  /** Its way on to the delivery (DeliveryAction), under the herbs. */
  delivery?: ReactNode;
}

/** What a prescription whose delivery order is paid says instead of its 更换药材 / 修改重量 actions. */
export const LOCKED_TEXT = '该处方的配送订单已支付，不能再修改';

/** The mark of a 伤寒论 reference. */
export const REFERENCE_TEXT = '参考方（不配药、不计费）';

/** 药费 of a prescription is its herbs at their unit prices for one dose, times the doses. */
export const perDoseText = (info: Pick<PrescriptionInfo, 'charge' | 'count'>) =>
  `${yuan(info.count > 0 ? info.charge / info.count : info.charge)}/剂 × ${info.count} 剂`;

/** Why the charge is not what the visit was priced with: a herb or a weight changed since. */
export const chargeChangedText = (pricedFen: number, info: Pick<PrescriptionInfo, 'charge'>) =>
  `开方计价时药费 ${yuan(pricedFen)}，更换药材或修改重量后按现用药材重算为 ${yuan(info.charge)}（每味药材单价 × 重量 × 剂数），配送按此计价。`;

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value}
        {detail ? <small className="tcm-rx-card__fact-detail">{detail}</small> : null}
      </dd>
    </div>
  );
}

/**
 * One prescription (spec 2 §2): name, doses, charge (and how it is computed), weight of a dose,
 * dates and supply days, then its herbs and its delivery. The herbs offer 更换药材 / 修改重量 only
 * while the server says the prescription may still change (modifyFlag: false once its delivery
 * order is paid). A reference shows its herbs and weight only.
 */
export function PrescriptionCard({ info, onReplaceHerb, onChangeWeight, pending, reference = false, pricedFen, delivery }: PrescriptionCardProps) {
  const herbs = info.prescription.map((l) => l.key);
  const editable = info.modifyFlag && !reference;
  const changed = !reference && pricedFen !== undefined && pricedFen !== info.charge;
  return (
    <article className={`tcm-rx-card${reference ? ' is-reference' : ''}`} aria-label={info.name} data-testid={reference ? 'rx-reference' : 'rx-dispensed'}>
      <header className="tcm-rx-card__head">
        <h3>{info.name}</h3>
        {info.source ? <span className="tcm-rx-card__source">{info.source}</span> : null}
        {reference ? <span className="tcm-rx-card__reference">{REFERENCE_TEXT}</span> : null}
      </header>
      <dl className="tcm-rx-card__facts">
        {reference ? (
          <Fact label="每剂总重" value={`${info.totalWeight} g`} />
        ) : (
          <>
            <Fact label="剂数" value={`${info.count} 剂`} />
            <Fact label="药费" value={yuan(info.charge)} detail={perDoseText(info)} />
            <Fact label="每剂总重" value={`${info.totalWeight} g`} />
            <Fact label="开始日期" value={info.startDate} />
            <Fact label="结束日期" value={info.endDate} />
            <Fact label="供药天数" value={`${info.supplyDays} 天`} />
          </>
        )}
      </dl>
      {reference ? (
        <p className="tcm-rx-card__note" role="note">
          伤寒论方供辨证参考：不出处方笺、不配送，也不计入费用。
        </p>
      ) : null}
      {changed ? (
        <p className="tcm-rx-card__note" role="note" data-testid="charge-changed">
          {chargeChangedText(pricedFen, info)}
        </p>
      ) : null}
      {!editable && !reference && info.status === 1 ? (
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
      {reference ? null : delivery}
    </article>
  );
}
