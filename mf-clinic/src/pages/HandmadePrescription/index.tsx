import { Alert, Button, Input, Radio } from '@arco-design/web-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { HERB_FORMS, type HerbForm, type Medicine, notify, sexText, TAKE_TIMES, type TakeTime, useNavigate } from '@tcm/shared';
import { CHILDBEARING_AGE, checkHerbCombination, INQUIRY_MESSAGES, mayBePregnant } from '@tcm/shared/clinic';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { HerbPicker } from './herbPicker/HerbPicker';
import { todayYmd } from '../../components/patients/clock';
import { ComposeTable } from '../../components/selfComposed/ComposeTable';
import { addProblem, composeProblem, daysBetween, lastStartDate, weightProblem, type ComposeField } from '../../components/selfComposed/composeRules';
import { readHandmadeConsult, useHandmadeDraft } from '../../components/selfComposed/useHandmadeDraft';
import { NoHandmade } from '../../components/consult/ConsultEmpty';
import '../../components/selfComposed/handmade.css';
import '../../components/consult/consult.css';

const dayAfter = (ymd: string) => dayjs(ymd).add(1, 'day').format('YYYY-MM-DD');

/**
 * /handmadePrescription, 自拟组方 (spec 3 §2.11, §5): the diagnosis, 饭前 / 饭后, 是否孕妇, 饮片 or
 * 颗粒, the herbs picked by name or pinyin initials with their weights in a table with its total
 * row, and the start and end dates. The herb safety rules are live: a 十八反/十九畏 pair or a
 * pregnancy flag shows on its rows at once, and 下一步 refuses it with the API's words. Every
 * change is kept in session storage (handmadeDraft).
 */
const PREGNANCY_NOTE = `患者为育龄女性（${CHILDBEARING_AGE.min}–${CHILDBEARING_AGE.max} 岁），请确认是否怀孕`;

export default function HandmadePrescriptionPage() {
  const navigate = useNavigate();
  const [consult] = useState(readHandmadeConsult);
  const { draft, update } = useHandmadeDraft(consult);
  const [error, setError] = useState<{ field: ComposeField; herb?: string } | null>(null);
  const today = todayYmd();

  if (!consult || !draft) {
    return (
      <PageFrame title="自拟组方">
        <NoHandmade />
      </PageFrame>
    );
  }

  const pregnant = draft.pregnant === '是';
  // A woman of 14 to 49 is asked, not assumed 否 (issue 32).
  const asksPregnancy = mayBePregnant(consult.contact, consult.useDate);
  const names = draft.herbs.map((h) => h.name);
  const unsafe = checkHerbCombination(names, { pregnant });
  const status = (field: ComposeField) => (error?.field === field ? { status: 'error' as const } : {});
  const clear = (field: ComposeField) => {
    if (error?.field === field) setError(null);
  };

  const onAdd = (picked: Medicine | null, weight: string) => {
    const problem = addProblem(picked?.medicineName ?? null, weight, draft.herbs);
    if (problem || !picked) {
      notify.error(problem ?? '');
      return problem;
    }
    update({ herbs: [...draft.herbs, { medicineId: picked.medicineId, name: picked.medicineName, weight: weight.trim(), piecesWeight: picked.piecesWeight }] });
    clear('herbs');
    return null;
  };

  const next = () => {
    const problem = composeProblem(draft, todayYmd());
    if (problem) {
      setError({ field: problem.field, herb: problem.herb });
      notify.error(problem.message);
      return;
    }
    setError(null);
    void navigate('/handmadePrescriptionConfirm');
  };

  const p = consult.contact;
  const days = draft.startDate && draft.endDate ? daysBetween(draft.startDate, draft.endDate) : null;

  return (
    <PageFrame title="自拟组方" subtitle="填写诊断，选择药材与用量，核对后提交处方" className="tcm-handmade">
      <PageSection title="患者">
        <p className="tcm-handmade__patient" data-testid="handmade-patient">
          <strong>{p.name}</strong>
          <span>{sexText(p.sex)}</span>
          <span>{p.birthday}</span>
          {p.phoneNo ? <span>{p.phoneNo}</span> : null}
        </p>
      </PageSection>

      <PageSection title="诊断与服法">
        <div className="tcm-handmade__grid">
          <label className="tcm-handmade__field tcm-handmade__field--wide">
            <span className="is-required">诊断结果</span>
            <Input.TextArea
              value={draft.disease}
              onChange={(v) => {
                update({ disease: v });
                clear('disease');
              }}
              placeholder="如：气血两虚，脾失健运"
              maxLength={200}
              autoSize={{ minRows: 2, maxRows: 4 }}
              aria-label="诊断结果"
              {...status('disease')}
            />
          </label>
          <div className="tcm-handmade__field" role="group" aria-label="服用时间">
            <span className={`is-required${error?.field === 'takeTime' ? ' is-error' : ''}`}>服用时间</span>
            <Radio.Group
              type="button"
              value={draft.takeTime}
              onChange={(v: TakeTime) => {
                update({ takeTime: v });
                clear('takeTime');
              }}
              options={[...TAKE_TIMES]}
            />
          </div>
          <div className="tcm-handmade__field" role="group" aria-label="是否孕妇" aria-describedby={asksPregnancy ? 'handmade-pregnant-note' : undefined}>
            <span className={`${asksPregnancy ? 'is-required' : ''}${error?.field === 'pregnant' ? ' is-error' : ''}`}>是否孕妇</span>
            <Radio.Group
              type="button"
              value={draft.pregnant}
              onChange={(v: '是' | '否') => {
                update({ pregnant: v });
                clear('pregnant');
              }}
              options={['否', '是']}
            />
            {asksPregnancy ? (
              <small id="handmade-pregnant-note" className="tcm-handmade__note" role={error?.field === 'pregnant' ? 'alert' : undefined}>
                {error?.field === 'pregnant' ? INQUIRY_MESSAGES.pregnant : PREGNANCY_NOTE}
              </small>
            ) : null}
          </div>
          <div className="tcm-handmade__field" role="group" aria-label="剂型">
            <span>剂型</span>
            <Radio.Group type="button" value={draft.form} onChange={(v: HerbForm) => update({ form: v })} options={[...HERB_FORMS]} />
          </div>
        </div>
      </PageSection>

      <PageSection
        title="处方药材"
        extra={draft.form === '颗粒' ? <span className="tcm-handmade__hint">颗粒（g）= 饮片（g）÷ 饮片当量，保留6位小数</span> : null}
      >
        <HerbPicker current={names} pregnant={pregnant} onAdd={onAdd} weightProblem={(name, weight) => weightProblem({ name, weight })} />
        {unsafe ? <Alert className="tcm-handmade__alert" type="error" content={`${unsafe}，请删除或更换后再提交`} /> : null}
        <div className={`tcm-handmade__table${error?.field === 'herbs' ? ' is-error' : ''}`}>
          <ComposeTable
            herbs={draft.herbs}
            form={draft.form}
            pregnant={pregnant}
            errorHerb={error?.herb ?? null}
            onWeight={(name, weight) => {
              update({ herbs: draft.herbs.map((h) => (h.name === name ? { ...h, weight } : h)) });
              clear('herbs');
            }}
            onRemove={(name) => {
              update({ herbs: draft.herbs.filter((h) => h.name !== name) });
              clear('herbs');
            }}
          />
        </div>
      </PageSection>

      <PageSection title="用药日期" extra={days && days > 0 ? <span className="tcm-handmade__hint">共 {days} 天</span> : null}>
        <div className="tcm-handmade__grid">
          <label className="tcm-handmade__field">
            <span className="is-required">开始日期</span>
            <Input
              type="date"
              value={draft.startDate}
              min={dayAfter(today)}
              max={lastStartDate(today)}
              onChange={(v) => {
                update({ startDate: v });
                clear('startDate');
              }}
              aria-label="开始日期"
              {...status('startDate')}
            />
          </label>
          <label className="tcm-handmade__field">
            <span className="is-required">结束日期</span>
            <Input
              type="date"
              value={draft.endDate}
              min={draft.startDate && draft.startDate > today ? draft.startDate : dayAfter(today)}
              onChange={(v) => {
                update({ endDate: v });
                clear('endDate');
              }}
              aria-label="结束日期"
              {...status('endDate')}
            />
          </label>
        </div>
      </PageSection>

      <div className="tcm-consult__footer">
        <Button size="large" onClick={() => navigate(`/addPrescriptionContact?mode=2`)}>
          上一步
        </Button>
        <Button type="primary" size="large" onClick={next}>
          下一步
        </Button>
      </div>
    </PageFrame>
  );
}
