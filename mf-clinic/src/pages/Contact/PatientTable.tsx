import { Button, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { type Patient, type PatientSex, sexText } from '@tcm/shared';
import type { ReactNode } from 'react';
import { CARD_TABLE, CARD_TABLE_ACTIONS } from '@tcm/shared/pageFrame';

export type PatientAction = '去开方' | '就诊记录' | '编辑' | '删除';

export interface PatientTableProps {
  rows: Patient[];
  loading: boolean;
  empty: ReactNode;
  onAction: (action: PatientAction, p: Patient) => void;
}

/** The accessible name of a row action: 编辑张三, so a screen reader hears whose row it acts on. */
export const actionName = (action: PatientAction, p: Patient) => `${action}${p.name}`;

/**
 * A cell that carries its column's name: on a phone the rows become cards, each value under its
 * name (patients.css, `td[data-label]::before`). Arco puts a render result's `props` on the <td>.
 */
const labelled = (label: string, children: ReactNode) => ({ children, props: { 'data-label': label } });

/** The patient's text fields: Arco types a column's value as any, so the key is what keeps `value` a string (a coded field such as sex has its own column). */
type TextField = { [K in keyof Patient]: string extends Patient[K] ? K : never }[keyof Patient];

const text = (label: string, dataIndex: TextField, width?: number): TableColumnProps<Patient> => ({
  title: label,
  dataIndex,
  width,
  render: (value: string | undefined) => labelled(label, value || '—'),
});

const ACTIONS: PatientAction[] = ['去开方', '就诊记录', '编辑', '删除'];

/** The seven columns of spec 2 §2 (name, sex, solar and lunar birthday, phone, residence, birth place) and the row menu. */
export function PatientTable({ rows, loading, empty, onAction }: PatientTableProps) {
  const columns: TableColumnProps<Patient>[] = [
    // A name stays on one line; the addresses, which have room, wrap instead.
    { ...text('姓名', 'name', 110), className: 'tcm-clinic-name' },
    { title: '性别', dataIndex: 'sex', width: 64, render: (sex: PatientSex) => labelled('性别', sexText(sex)) },
    text('阳历生日', 'birthday', 110),
    text('农历生日', 'lunarBirthday', 190),
    text('手机号', 'phoneNo', 125),
    text('常住地址', 'liveArea'),
    text('出生地址', 'birthArea'),
    {
      title: '操作',
      key: 'actions',
      className: `tcm-clinic-row-actions ${CARD_TABLE_ACTIONS}`,
      width: 240,
      render: (_: unknown, p) => (
        <Space size={2}>
          {ACTIONS.map((action) => (
            <Button
              key={action}
              type={action === '去开方' ? 'primary' : 'text'}
              size="mini"
              status={action === '删除' ? 'danger' : undefined}
              onClick={() => onAction(action, p)}
              aria-label={actionName(action, p)}
            >
              {action}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Table<Patient>
      className={`tcm-clinic-table tcm-clinic-cards ${CARD_TABLE}`}
      rowKey="patientId"
      columns={columns}
      data={rows}
      loading={loading}
      pagination={false}
      // While loading, the spinner alone: the empty-state words appear only once the answer is empty.
      noDataElement={<div className="tcm-clinic-empty">{loading ? null : empty}</div>}
      border={{ wrapper: true, cell: false }}
      scroll={{ x: 1180 }}
    />
  );
}
