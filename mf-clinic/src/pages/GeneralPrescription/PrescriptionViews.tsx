import { Button, Radio, Tabs } from '@arco-design/web-react';
import { useMemo, useRef, useState } from 'react';
import type { PrescriptionInfo, PrescriptionRef, PrescriptionType, SolarTermInfo } from '@tcm/shared';
import { yuan } from '@tcm/shared';
import { v2Replacements, v2Submit } from '../../api/general';
import { useHerbChanges } from '../../components/herbs/useHerbChanges';
import { DeliveryAction } from '../../components/prescription/DeliveryAction';
import { LOCKED_TEXT, perDoseText } from '../../components/prescription/PrescriptionCard';
import { RelatedRecordTab } from '../../components/prescription/RelatedRecordTab';
import { HerbPairTable } from './HerbPairTable';
// The related records' look (.tcm-rx-related) is the prescription result's.
import '../../components/prescription/prescription.css';

export type ViewKey = 'rx' | 'A' | 'D' | 'G';

/** What 药费 is (the general prescription itself is free: its herbs are paid with the delivery). */
export const CHARGE_NOTE = '药费 = 每味药材单价 × 重量 × 剂数，更换药材或修改重量后随之重算，配送时按此计价。';

/** The four views of spec 3 §2.4; 通用方信息 only with `withGeneral`. */
export const VIEW_LABELS: Record<ViewKey, string> = { rx: '处方信息', A: '针灸信息', D: '健康预测信息', G: '通用方信息' };

export interface PrescriptionViewsProps {
  visitRecordId: number;
  patientId: number;
  startDate: string;
  takeDays: number;
  prescriptionType: PrescriptionType;
  prescriptions: PrescriptionInfo[];
  pregnant: boolean;
  /**
   * The variant of spec 3 §2.4 "without the general option" is this component with
   * withGeneral={false}: the radio then offers three views.
   */
  withGeneral: boolean;
  /** The start date's solar term, shown in 通用方信息. */
  solarTerm?: SolarTermInfo;
  /** A herb or a weight was changed: reload the prescriptions. */
  onChanged: () => void;
  /** 生成处方. */
  onGenerate: () => void;
}

/**
 * Footer of a prescription: herb count, weight of a dose, reference price per dose, its 药费 for the
 * doses and how it is computed (issue 32 item 6), validity, supply days.
 */
function RxFooter({ info }: { info: PrescriptionInfo }) {
  const perDose = info.count > 0 ? Math.round(info.charge / info.count) : info.charge;
  const facts: [string, string][] = [
    ['药材', `共 ${info.prescription.length} 味`],
    ['总重', `${info.totalWeight} g`],
    ['参考价格', `${yuan(perDose)}/剂`],
    ['药费', `${yuan(info.charge)}（${perDoseText(info)}）`],
    ['有效期', `${info.startDate} 至 ${info.endDate}`],
    ['供药天数', `${info.supplyDays} 天`],
  ];
  return (
    <dl className="tcm-general__rx-footer" data-testid="rx-footer">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SolarTermCard({ term }: { term: SolarTermInfo }) {
  return (
    <section className="tcm-general__term" aria-label="节气通用方" data-testid="solar-term">
      <h3>
        {term.name}
        <small>
          {term.date} 起，至 {term.nextName}（{term.nextDate}）前
        </small>
      </h3>
      <p>
        节气通用方：<strong>{term.formula}</strong>（{term.source}）
      </p>
      <p>{term.why}</p>
    </section>
  );
}

/**
 * What a paid visit shows under 处方信息 (spec 3 §2.4): a radio switch of the views; 处方信息 has a
 * tab per prescription with its herbs two a row and its footer, the replace dialogs (through the
 * v2 calls, which name the prescription by its dates and type) and 生成处方.
 */
export function PrescriptionViews(props: PrescriptionViewsProps) {
  const { visitRecordId, patientId, prescriptions, pregnant, withGeneral } = props;
  const [view, setView] = useState<ViewKey>('rx');
  const [tab, setTab] = useState('0');
  // The prescription the open dialog works on: its dates and type go with the v2 calls.
  const refOf = useRef<PrescriptionRef>({ startDate: '', endDate: '', type: props.prescriptionType });
  const ref = () => refOf.current;
  const [calls] = useState(() => ({ list: v2Replacements(ref), submit: v2Submit(ref) }));
  const changes = useHerbChanges({ patientId, visitRecordId, pregnant, onChanged: props.onChanged, calls });
  const ctx = useMemo(
    () => ({ visitRecordId, patientId, startDate: props.startDate, takeDays: props.takeDays }),
    [visitRecordId, patientId, props.startDate, props.takeDays],
  );
  const views: ViewKey[] = withGeneral ? ['rx', 'A', 'D', 'G'] : ['rx', 'A', 'D'];
  // The v2 calls name the prescription as it was answered: its own dates and type.
  const target = (info: PrescriptionInfo) => {
    refOf.current = { startDate: info.startDate, endDate: info.endDate, type: info.type };
  };

  return (
    <div className="tcm-general__views">
      <Radio.Group
        type="button"
        className="tcm-general__switch"
        value={view}
        onChange={(v: ViewKey) => setView(v)}
        options={views.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
      />
      {view === 'rx' ? (
        <>
          <Tabs className="tcm-general__tabs" activeTab={tab} onChange={setTab}>
            {prescriptions.map((info, i) => (
              <Tabs.TabPane key={String(i)} title={info.name}>
                {info.source ? <p className="tcm-general__source">{info.source}</p> : null}
                {!info.modifyFlag && info.status === 1 ? (
                  <p className="tcm-rx-card__locked" role="note">
                    {LOCKED_TEXT}
                  </p>
                ) : null}
                {/* 更换药材 / 修改重量 only while the server says the prescription may change (modifyFlag). */}
                <HerbPairTable
                  herbs={info.prescription}
                  pending={changes.pending}
                  onReplaceHerb={
                    info.modifyFlag
                      ? (line) => {
                          target(info);
                          changes.replaceHerb(
                            line,
                            info.prescription.map((l) => l.key),
                          );
                        }
                      : undefined
                  }
                  onChangeWeight={
                    info.modifyFlag
                      ? (line) => {
                          target(info);
                          changes.changeWeight(line);
                        }
                      : undefined
                  }
                />
                <RxFooter info={info} />
                <p className="tcm-general__charge-note">{CHARGE_NOTE}</p>
                <DeliveryAction info={info} index={i} />
              </Tabs.TabPane>
            ))}
          </Tabs>
          <div className="tcm-general__generate">
            <Button type="primary" size="large" onClick={props.onGenerate}>
              生成处方
            </Button>
          </div>
        </>
      ) : view === 'G' ? (
        <>
          {props.solarTerm ? <SolarTermCard term={props.solarTerm} /> : null}
          <RelatedRecordTab kind="G" ctx={ctx} />
        </>
      ) : (
        <RelatedRecordTab kind={view} ctx={ctx} />
      )}
      {changes.dialogs}
    </div>
  );
}
