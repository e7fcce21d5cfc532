import { Button, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { notify, Pager, type Patient, type PatientSex, sexText, useLoad } from '@tcm/shared';
import { CARD_TABLE, CARD_TABLE_ACTIONS, SearchToolbar } from '@tcm/shared/pageFrame';
import { isPhoneSearch } from './phoneSearch';
import { PATIENT_FALLBACK, PATIENT_MSG } from '../../api/patientMessages';
import { listPatients, PICKER_PAGE_SIZE } from '../../api/patients';
import { LazyPatientFormModal } from './LazyPatientFormModal';
import './patients.css';
import { ListLoadFailed } from './ListLoadFailed';

export interface PatientPickerProps {
  selected: Patient | null;
  onSelect: (p: Patient) => void;
}

/** A search of digits only is a phone search (the API matches it against the phone). */

const labelled = (label: string, children: ReactNode) => ({ children, props: { 'data-label': label } });

/**
 * The patient picker of the start screens (spec 2 §2, §9): my patients 5 a page, searched by name
 * or phone, one chosen with 选择; a phone search that finds nobody says 未找到该患者，请手动添加,
 * and 新建患者 adds one (then chosen at once). Only the solar birthday is shown (spec 2 §3).
 */
export function PatientPicker({ selected, onSelect }: PatientPickerProps) {
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const list = useLoad(`patients:${pageNum}:${keyword}`, () => listPatients({ name: keyword, pageNum, pageSize: PICKER_PAGE_SIZE }, PATIENT_FALLBACK.search), {
    // Once per answered search, not again when something else re-renders.
    onLoaded: (page) => {
      if (keyword && isPhoneSearch(keyword) && page.total === 0) notify.warning(PATIENT_MSG.notFoundByPhone);
    },
  });
  const rows = list.data?.rows ?? [];
  const [adding, setAdding] = useState(false);

  const runSearch = (value: string) => {
    setKeyword(value.trim());
    setPageNum(1);
  };

  const added = (p: Patient | null) => {
    setAdding(false);
    if (p) onSelect(p);
    // Newest first: the new patient heads the unfiltered first page.
    setSearch('');
    setKeyword('');
    setPageNum(1);
    list.reload();
  };

  const columns: TableColumnProps<Patient>[] = [
    { title: '姓名', dataIndex: 'name', render: (v: string) => labelled('姓名', v) },
    { title: '性别', dataIndex: 'sex', width: 64, render: (sex: PatientSex) => labelled('性别', sexText(sex)) },
    { title: '出生日期', dataIndex: 'birthday', width: 120, render: (v: string) => labelled('出生日期', v) },
    { title: '手机号', dataIndex: 'phoneNo', width: 130, render: (v: string) => labelled('手机号', v || '—') },
    {
      title: '操作',
      key: 'pick',
      width: 96,
      className: `tcm-clinic-row-actions ${CARD_TABLE_ACTIONS}`,
      render: (_: unknown, p) =>
        selected?.patientId === p.patientId ? (
          <Button size="mini" type="primary" disabled aria-label={`已选择${p.name}`}>
            已选择
          </Button>
        ) : (
          <Button size="mini" type="outline" onClick={() => onSelect(p)} aria-label={`选择${p.name}`}>
            选择
          </Button>
        ),
    },
  ];

  return (
    <div className="tcm-clinic-picker">
      <SearchToolbar
        value={search}
        onChange={setSearch}
        onSearch={runSearch}
        placeholder="姓名或手机号"
        label="搜索患者"
        addText="新建患者"
        onAdd={() => setAdding(true)}
        addPrimary={false}
        className="tcm-clinic-picker__tools"
      />
      {list.failed && !rows.length ? (
        <ListLoadFailed text={PATIENT_MSG.loadFailed} onRetry={list.reload} loading={list.loading} />
      ) : (
        <Table<Patient>
          className={`tcm-clinic-table tcm-clinic-cards ${CARD_TABLE}`}
          rowKey="patientId"
          columns={columns}
          data={rows}
          loading={list.loading}
          pagination={false}
          noDataElement={<div className="tcm-clinic-empty">{keyword ? PATIENT_MSG.noMatch : PATIENT_MSG.noPatients}</div>}
          border={{ wrapper: true, cell: false }}
          scroll={{ x: 560 }}
        />
      )}
      <Pager total={list.data?.total ?? 0} pageSize={PICKER_PAGE_SIZE} current={pageNum} onChange={setPageNum} />
      <LazyPatientFormModal
        visible={adding}
        editing={null}
        addFallback={PATIENT_FALLBACK.addFromPicker}
        onClose={() => setAdding(false)}
        onSaved={(p) => added(p)}
      />
    </div>
  );
}
