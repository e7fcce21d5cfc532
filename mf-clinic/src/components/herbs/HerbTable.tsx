import { Button, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import type { HerbLine } from '@tcm/shared';
import { herbToxicity } from '@tcm/shared/clinic';
import { HerbFlag } from './HerbFlag';

export interface HerbTableProps {
  herbs: HerbLine[];
  /** With handlers the rows offer 更换药材 and 修改重量; without, the table is read-only. */
  onReplaceHerb?: (line: HerbLine) => void;
  onChangeWeight?: (line: HerbLine) => void;
  /** The herb line whose action is under way (its buttons show a spinner). */
  pending?: number | null;
}

/**
 * The herbs of one prescription: name and weight per dose, in the engine's order, a toxic herb
 * flagged with the 药典's label (附子 有毒). On a phone each herb is one line with its buttons
 * (herbs.css); printing drops the action column.
 */
export function HerbTable({ herbs, onReplaceHerb, onChangeWeight, pending }: HerbTableProps) {
  const editable = !!(onReplaceHerb || onChangeWeight);
  const columns: TableColumnProps<HerbLine>[] = [
    { title: '序号', key: 'no', width: 64, render: (_: unknown, _line, i) => i + 1 },
    {
      title: '药材',
      dataIndex: 'key',
      render: (name: string) => {
        const toxicity = herbToxicity(name);
        return (
          <>
            <span className="tcm-herbs__name">{name}</span>
            {toxicity ? <HerbFlag text={toxicity} caution={toxicity === '小毒'} /> : null}
          </>
        );
      },
    },
    { title: '用量', dataIndex: 'value', width: 90 },
  ];
  if (editable) {
    columns.push({
      title: '操作',
      key: 'actions',
      width: 190,
      className: 'tcm-herbs-actions',
      render: (_: unknown, line) => (
        <Space size={4}>
          {onReplaceHerb ? (
            <Button type="text" size="mini" loading={pending === line.index} onClick={() => onReplaceHerb(line)} aria-label={`更换药材${line.key}`}>
              更换药材
            </Button>
          ) : null}
          {onChangeWeight ? (
            <Button type="text" size="mini" onClick={() => onChangeWeight(line)} aria-label={`修改重量${line.key}`}>
              修改重量
            </Button>
          ) : null}
        </Space>
      ),
    });
  }
  return (
    <Table<HerbLine>
      className="tcm-herbs"
      rowKey="index"
      columns={columns}
      data={herbs}
      pagination={false}
      size="small"
      border={{ wrapper: true, cell: false }}
    />
  );
}
