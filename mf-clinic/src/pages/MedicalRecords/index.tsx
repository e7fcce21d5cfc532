import { Button, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import {
  Pager,
  type Patient,
  positiveIntParam,
  useLoad,
  useLocation,
  useNavigate,
  useSearchParams,
  StatusTag,
  type VisitRecordSummary,
  visitKindText,
  visitState,
  yuan,
} from '@tcm/shared';
import { PayVisitButton } from '@tcm/shared/wechatPay';
import { listPatientVisits, VISIT_PAGE_SIZE } from '../../api/patients';
import { CARD_TABLE, CARD_TABLE_ACTIONS, PageFrame, PageSection } from '@tcm/shared/pageFrame';
import '../../components/patients/patients.css';
import '../../components/consult/consult.css';
import { ListLoadFailed } from '../../components/patients/ListLoadFailed';

const labelled = (label: string, children: ReactNode) => ({ children, props: { 'data-label': label } });

/** A visit's result is readable once paid, or at once when it was free (the API refuses it before). */
export const hasResult = (v: VisitRecordSummary) => v.paid || v.freeFlag;

/**
 * An unpaid consultation can be paid from its record (issue 22): not a cancelled one, and not a
 * custom tea, which is paid with its delivery order.
 */
export const canPay = (v: VisitRecordSummary) => !hasResult(v) && v.state === 'created' && v.kindCode !== 'customTea';

/**
 * /medicalRecords?patientId=…, 就诊记录: the spec only names the route; here it is one patient's
 * visit history, newest first, each with its date, kind, state and price, opening the prescription
 * result of a paid (or free) visit. Reached from the patient list's row menu.
 */
/** Each kind of visit has its own result page (spec 2 §2, spec 3 §2.4, §2.11, §2.12). */
function resultPath(v: VisitRecordSummary): string {
  const ids = `visitRecordId=${v.visitRecordId}&patientId=${v.patientId}`;
  if (v.kindCode === 'general') return `/GeneralPrescription?${ids}&prescriptionType=G`;
  if (v.kindCode === 'selfComposed') return `/handmadePrescriptionDetails?visitRecordId=${v.visitRecordId}`;
  if (v.kindCode === 'customTea') return `/CUSTOMIZEDPrescription?visitRecordId=${v.visitRecordId}`;
  return `/Prescription?${ids}`;
}

export default function MedicalRecordsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const patient = (useLocation().state as { patient?: Patient } | null)?.patient;
  const patientId = positiveIntParam(params.get('patientId'));
  const [pageNum, setPageNum] = useState(1);
  // An older, slower answer never overwrites a newer one; a failed load keeps the rows shown.
  const list = useLoad(patientId === null ? null : `visits:${patientId}:${pageNum}`, () => listPatientVisits(patientId!, pageNum));
  const rows = list.data?.rows ?? [];

  const back = (
    <Button onClick={() => navigate('/Contact')} aria-label="返回我的患者">
      返回我的患者
    </Button>
  );

  if (patientId === null) {
    return (
      <PageFrame title="就诊记录">
        <div className="tcm-clinic-error" role="alert">
          <p>没有指定患者：请在“我的患者”中点击患者的“就诊记录”。</p>
          {back}
        </div>
      </PageFrame>
    );
  }

  const open = (v: VisitRecordSummary) => navigate(resultPath(v));

  const columns: TableColumnProps<VisitRecordSummary>[] = [
    { title: '就诊时间', dataIndex: 'createdAt', width: 170, render: (v: string) => labelled('就诊时间', v) },
    { title: '类型', dataIndex: 'kindCode', width: 110, render: (_: unknown, v) => labelled('类型', visitKindText(v.kindCode)) },
    { title: '状态', dataIndex: 'state', width: 90, render: (_: unknown, v) => labelled('状态', <StatusTag status={visitState(v.state)} />) },
    {
      title: '金额',
      dataIndex: 'price',
      width: 100,
      render: (fen: number, v) => labelled('金额', v.freeFlag ? '免费' : yuan(fen)),
    },
    {
      title: '用药',
      key: 'usage',
      render: (_: unknown, v) => labelled('用药', `${v.startDate} 起，${v.takeDays} 天`),
    },
    {
      title: '操作',
      key: 'open',
      width: 110,
      className: `tcm-clinic-row-actions ${CARD_TABLE_ACTIONS}`,
      render: (_: unknown, v) =>
        hasResult(v) ? (
          <Button type="text" size="mini" onClick={() => open(v)} aria-label={`查看开方结果：${v.createdAt}`}>
            查看开方结果
          </Button>
        ) : canPay(v) ? (
          // The logged-in doctor pays from 公共账户, or shows the patient the WeChat QR (spec 2 §6).
          <PayVisitButton
            visitRecordId={v.visitRecordId}
            amountFen={v.price}
            patientName={patient?.name ?? ''}
            offersPublic
            onPaid={list.reload}
            ariaLabel={`去支付：${v.createdAt}的问诊`}
          />
        ) : (
          <span className="tcm-clinic-placeholder">{visitState(v.state).text}</span>
        ),
    },
  ];

  return (
    <PageFrame title="就诊记录" subtitle={patient ? `${patient.name}的就诊记录` : '患者的历次咨询与开方'}>
      <PageSection title={patient ? `${patient.name} · ${patient.birthday}` : '就诊记录'} extra={back}>
        {list.failed && !rows.length ? (
          <ListLoadFailed text="就诊记录加载失败" onRetry={list.reload} loading={list.loading} />
        ) : (
          <Table<VisitRecordSummary>
            className={`tcm-clinic-table tcm-clinic-cards ${CARD_TABLE}`}
            rowKey="visitRecordId"
            columns={columns}
            data={rows}
            loading={list.loading}
            pagination={false}
            noDataElement={<div className="tcm-clinic-empty">该患者还没有就诊记录</div>}
            border={{ wrapper: true, cell: false }}
            scroll={{ x: 760 }}
          />
        )}
        <Pager total={list.data?.total ?? 0} pageSize={VISIT_PAGE_SIZE} current={pageNum} onChange={setPageNum} />
      </PageSection>
    </PageFrame>
  );
}
