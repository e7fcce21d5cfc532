import { Modal } from '@arco-design/web-react';
import { useState } from 'react';
import {
  clearConsultDrafts,
  hasPrescriptionStartRight,
  NO_PRESCRIBING_RIGHT,
  notify,
  Pager,
  type Patient,
  useLoad,
  useNavigate,
  useUserInfo,
  writeDraft,
} from '@tcm/shared';
import { PATIENT_FALLBACK, PATIENT_MSG } from '../../api/patientMessages';
import { deletePatient, listPatients, PATIENT_PAGE_SIZE } from '../../api/patients';
import { PageFrame, PageSection, SearchToolbar } from '@tcm/shared/pageFrame';
import { LazyPatientFormModal } from '../../components/patients/LazyPatientFormModal';
import { isPhoneSearch } from '../../components/patients/phoneSearch';
import { PatientTable, type PatientAction } from './PatientTable';
import '../../components/patients/patients.css';
import '../../components/consult/consult.css';
import { ListLoadFailed } from '../../components/patients/ListLoadFailed';

/** Where 去开方 leads: the 中药组方 start screen, as the home grid's entry 6 opens it. */
export const START_PRESCRIPTION_URL = '/addPrescriptionContact?mode=1&serviceIndex=6';

/**
 * /Contact, 我的患者 (spec 2 §2 patient list): search, create, edit, delete, the visit history and
 * 去开方, which needs the prescription-start right (spec 2 §6, reading B in @tcm/shared rules).
 */
export default function ContactPage() {
  const navigate = useNavigate();
  const userInfo = useUserInfo();
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  // A failed load keeps the rows shown; an older search's read is dropped when its answer comes.
  const list = useLoad(`patients:${pageNum}:${keyword}`, () => listPatients({ name: keyword, pageNum, pageSize: PATIENT_PAGE_SIZE }, PATIENT_FALLBACK.list));
  const rows = list.data?.rows ?? [];
  const [dialog, setDialog] = useState<{ open: boolean; editing: Patient | null }>({ open: false, editing: null });
  const [modal, modalHolder] = Modal.useModal();

  const runSearch = (value: string) => {
    setKeyword(value.trim());
    setPageNum(1);
  };

  const startPrescription = (p: Patient) => {
    if (!hasPrescriptionStartRight(userInfo)) {
      notify.error(NO_PRESCRIBING_RIGHT);
      return;
    }
    // A new consultation: nothing of an earlier one (questionnaire, visit) may carry over to this patient.
    clearConsultDrafts();
    writeDraft('contactList', [p]);
    void navigate(START_PRESCRIPTION_URL);
  };

  const confirmDelete = (p: Patient) => {
    modal.confirm?.({
      title: '删除患者',
      content: PATIENT_MSG.deleteConfirm(p.name),
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deletePatient(p.patientId);
        } catch {
          return; // Shown by the HTTP client (删除失败，请联系管理员 by default); the row stays.
        }
        notify.success(PATIENT_MSG.deleted);
        // The last row of a later page is gone: show the page before it.
        if (rows.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
        else list.reload();
      },
    });
  };

  const act = (action: PatientAction, p: Patient) => {
    if (action === '去开方') startPrescription(p);
    else if (action === '就诊记录') void navigate(`/medicalRecords?patientId=${p.patientId}`, { state: { patient: p } });
    else if (action === '编辑') setDialog({ open: true, editing: p });
    else confirmDelete(p);
  };

  const saved = (kind: 'add' | 'edit') => {
    setDialog((d) => ({ ...d, open: false }));
    // The list is newest first: a new patient is at the top of the unfiltered first page.
    if (kind === 'add' && (pageNum !== 1 || keyword)) {
      setSearch('');
      setKeyword('');
      setPageNum(1);
    } else list.reload();
  };

  const tools = (
    <SearchToolbar
      id="tcm-contact-search"
      value={search}
      onChange={setSearch}
      onSearch={runSearch}
      placeholder="姓名或出生日期"
      label="搜索患者"
      addText="新建患者"
      onAdd={() => setDialog({ open: true, editing: null })}
    />
  );

  return (
    <PageFrame title="我的患者" subtitle="管理患者档案，查看就诊记录，为患者开方">
      <PageSection title="患者列表" extra={tools}>
        {list.failed && !rows.length ? (
          <ListLoadFailed text={PATIENT_MSG.loadFailed} onRetry={list.reload} loading={list.loading} />
        ) : (
          <PatientTable
            rows={rows}
            loading={list.loading}
            empty={keyword ? (isPhoneSearch(keyword) ? PATIENT_MSG.notFoundByPhone : PATIENT_MSG.noMatch) : PATIENT_MSG.noPatients}
            onAction={act}
          />
        )}
        <Pager total={list.data?.total ?? 0} pageSize={PATIENT_PAGE_SIZE} current={pageNum} onChange={setPageNum} />
      </PageSection>
      <LazyPatientFormModal
        visible={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={(_, kind) => saved(kind)}
      />
      {modalHolder}
    </PageFrame>
  );
}
