import { Button, Tabs } from '@arco-design/web-react';
import { LoadFailed, LoadingState, positiveIntParam, useLoad, useNavigate, useSearchParams } from '@tcm/shared';
import { isPregnant } from '@tcm/shared/clinic';
import { fetchSelfComposed } from '../../api/selfComposed';
import { PageFrame, PageSection } from '@tcm/shared/pageFrame';
import { NoVisit } from '../../components/consult/ConsultEmpty';
import { useHerbChanges } from '../../components/herbs/useHerbChanges';
import { gramsText } from '../../components/selfComposed/granule';
import { DispensedPrescriptions } from '../../components/prescription/DispensedPrescriptions';
import '../../components/prescription/prescription.css';
import '../../components/selfComposed/handmade.css';
import { FactList, patientLines, visitSubtitle } from '../../components/consult/FactList';
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
  const pregnant = data ? isPregnant(data.inquiryInfo) : false;
  const changes = useHerbChanges({ patientId: data?.patient.patientId ?? 0, visitRecordId: visitRecordId ?? 0, pregnant, onChanged: reload });

  if (!visitRecordId) {
    return (
      <PageFrame title="自拟组方详情">
        <NoVisit text="缺少处方编号，请从就诊记录打开处方。" />
      </PageFrame>
    );
  }

  let body;
  if (!data && !read.failed) body = <LoadingState text="正在读取处方…" />;
  else if (!data) body = <LoadFailed text="处方获取失败" onRetry={reload} />;
  else {
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
            <DispensedPrescriptions infos={data.prescriptionInfos} changes={changes} />
          </Tabs.TabPane>
          <Tabs.TabPane key="patient" title="诊断信息">
            <PageSection title="患者">
              <FactList testId="handmade-patient-facts" lines={[...patientLines(data.patient, { phone: true }), ['是否孕妇', pregnant ? '是' : '否']]} />
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
        {changes.dialogs}
      </>
    );
  }

  return (
    <PageFrame title="自拟组方详情" subtitle={data ? visitSubtitle(data) : undefined} className="tcm-rx tcm-handmade">
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
