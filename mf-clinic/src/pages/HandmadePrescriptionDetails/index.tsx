import { Button, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import {
  type HerbLine,
  LoadFailed,
  LoadingState,
  positiveIntParam,
  sexText,
  useLoad,
  useNavigate,
  useSearchParams,
} from '@tcm/shared';
import { isPregnant, type InquiryInfo } from '@tcm/shared/clinic';
import { fetchSelfComposed } from '../../api/selfComposed';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { ReplaceHerbDialog, useReplaceHerb } from '../../components/herbs/ReplaceHerbDialog';
import { ReplaceWeightDialog } from '../../components/herbs/ReplaceWeightDialog';
import { gramsText } from '../../components/selfComposed/granule';
import { DeliveryAction } from '../../components/prescription/DeliveryAction';
import { PrescriptionCard } from '../../components/prescription/PrescriptionCard';
import '../../components/prescription/prescription.css';
import '../../components/selfComposed/handmade.css';
import { FactList } from '../../components/consult/FactList';
import '../../components/consult/consult.css';

/**
 * /handmadePrescriptionDetails?visitRecordId (spec 3 §2.11): the submitted self-composed
 * prescription, read from the server (a reload loses nothing). Tabs 处方信息 (the herbs, where a
 * herb can be replaced or its weight changed with the dialogs of the prescription result, then
 * reloaded, its 药费 and its delivery: 去配送 or its live order) and 诊断信息 (patient, diagnosis,
 * take time, form and, for 颗粒, the granule grams); 查看处方笺 opens the printable sheet.
 */
export default function HandmadePrescriptionDetailsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const visitRecordId = positiveIntParam(params.get('visitRecordId'));
  // After a replacement the prescription is read again with the same key: it stays shown meanwhile,
  // and a failed reload (toasted by the HTTP client) keeps what was loaded before.
  const read = useLoad(visitRecordId ? `selfComposed:${visitRecordId}` : null, () => fetchSelfComposed(visitRecordId!));
  const data = read.data ?? null;
  const { reload } = read;
  const replace = useReplaceHerb({ patientId: data?.patient.patientId ?? 0, visitRecordId: visitRecordId ?? 0 });
  const [weightLine, setWeightLine] = useState<HerbLine | null>(null);

  if (!visitRecordId) {
    return (
      <PageFrame title="自拟组方详情">
        <div className="tcm-consult__empty" role="alert">
          <p>缺少处方编号，请从就诊记录打开处方。</p>
          <Button type="primary" onClick={() => navigate('/Contact')}>
            我的患者
          </Button>
        </div>
      </PageFrame>
    );
  }

  let body;
  if (!data && !read.failed) body = <LoadingState text="正在读取处方…" />;
  else if (!data) body = <LoadFailed text="处方获取失败" onRetry={reload} />;
  else {
    const p = data.patient;
    const pregnant = isPregnant(data.inquiryInfo as InquiryInfo);
    const info = data.prescriptionInfos[0];
    body = (
      <>
        <Tabs className="tcm-rx-tabs" defaultActiveTab="rx">
          <Tabs.TabPane key="rx" title="处方信息">
            <FactList
              testId="handmade-rx-facts"
              lines={[
                ['诊断结果', data.disease],
                ['服用时间', data.takeTime],
                ['剂型', data.form],
              ]}
            />
            {data.prescriptionInfos.map((rx, i) => (
              <PrescriptionCard
                key={`${rx.name}-${i}`}
                info={rx}
                pending={replace.pending}
                onReplaceHerb={(line, herbs) => void replace.open(line, herbs)}
                onChangeWeight={setWeightLine}
                delivery={<DeliveryAction info={rx} index={i} />}
              />
            ))}
          </Tabs.TabPane>
          <Tabs.TabPane key="patient" title="诊断信息">
            <PageSection title="患者">
              <FactList
                testId="handmade-patient-facts"
                lines={[
                  ['患者', p.name],
                  ['性别', sexText(p.sex)],
                  ['出生日期', p.birthday],
                  ['手机号', p.phoneNo || '—'],
                  ['是否孕妇', pregnant ? '是' : '否'],
                ]}
              />
            </PageSection>
            <PageSection title="诊断与服法">
              <FactList
                testId="handmade-usage-facts"
                lines={[
                  ['诊断结果', data.disease],
                  ['服用时间', data.takeTime],
                  ['剂型', data.form],
                  ['开始日期', data.startDate],
                  ['用药天数', `${data.takeDays} 天`],
                ]}
              />
            </PageSection>
            {data.granules && info ? (
              <PageSection title="颗粒用量">
                <table className="tcm-compose-table" aria-label="颗粒用量">
                  <thead>
                    <tr>
                      <th scope="col">药材</th>
                      <th scope="col">饮片（g）</th>
                      <th scope="col">颗粒（g）</th>
                    </tr>
                  </thead>
                  <tbody>
                    {info.prescription.map((l) => (
                      <tr key={l.index}>
                        <td>{l.key}</td>
                        <td>{l.value.replace(/g$/, '')}</td>
                        <td>{gramsText(data.granules?.[l.index] ?? 0)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </PageSection>
            ) : null}
          </Tabs.TabPane>
        </Tabs>
        <ReplaceHerbDialog
          target={replace.target}
          visitRecordId={visitRecordId}
          pregnant={pregnant}
          onClose={replace.close}
          onReplaced={() => {
            replace.close();
            reload();
          }}
        />
        <ReplaceWeightDialog
          line={weightLine}
          visitRecordId={visitRecordId}
          onClose={() => setWeightLine(null)}
          onChanged={() => {
            setWeightLine(null);
            reload();
          }}
        />
      </>
    );
  }

  return (
    <PageFrame
      title="自拟组方详情"
      subtitle={data ? `${data.patient.name} · ${data.startDate} 起 ${data.takeDays} 天` : undefined}
      className="tcm-rx tcm-handmade"
    >
      {body}
      {data ? (
        <div className="tcm-consult__footer">
          <Button type="primary" size="large" onClick={() => navigate(`/prescriptionImage?visitRecordId=${visitRecordId}`)}>
            查看处方笺
          </Button>
        </div>
      ) : null}
    </PageFrame>
  );
}
