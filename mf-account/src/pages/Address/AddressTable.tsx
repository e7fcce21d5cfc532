import { Button, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import type { DeliveryAddress } from '@tcm/shared';
import { regionText } from '@tcm/shared/region';
import type { ReactNode } from 'react';
import { CARD_TABLE, CARD_TABLE_ACTIONS } from '@tcm/shared/pageFrame';

export interface AddressTableProps {
  rows: DeliveryAddress[];
  loading: boolean;
  selectMode: boolean;
  onSelect: (a: DeliveryAddress) => void;
  onEdit: (a: DeliveryAddress) => void;
  onDelete: (a: DeliveryAddress) => void;
}

/** The accessible name of a row action: 编辑张三的地址. */
export const actionName = (action: '选择' | '编辑' | '删除', a: DeliveryAddress) => `${action}${a.receiverName}的地址`;

/**
 * A cell that carries its column's name: on a phone the rows become cards, each value under its
 * name (address.css, `td[data-label]::before`). Arco puts a render result's `props` on the <td>.
 */
const labelled = (label: string, children: ReactNode) => ({ children, props: { 'data-label': label } });

/** 收货人, 省/市/区, 详细地址, 手机号, 邮编, 操作 (spec 1 §2.8). Cells are text only. */
export function AddressTable({ rows, loading, selectMode, onSelect, onEdit, onDelete }: AddressTableProps) {
  const columns: TableColumnProps<DeliveryAddress>[] = [
    { title: '收货人', dataIndex: 'receiverName', width: 120, className: 'tcm-acc-address-name', render: (name: string) => labelled('收货人', name) },
    {
      title: '省/市/区',
      dataIndex: 'addressInfoText',
      width: 200,
      // Older rows may lack the helper text; the codes still name the region.
      render: (text: string | undefined, a) => labelled('省/市/区', text || regionText(a)),
    },
    { title: '详细地址', dataIndex: 'street', render: (street: string) => labelled('详细地址', street) },
    { title: '手机号', dataIndex: 'phoneNo', width: 130, render: (phone: string) => labelled('手机号', phone) },
    { title: '邮编', dataIndex: 'zipCode', width: 90, render: (z: string | undefined) => labelled('邮编', z || '—') },
    {
      title: '操作',
      key: 'actions',
      className: `tcm-acc-address-actions ${CARD_TABLE_ACTIONS}`,
      width: selectMode ? 190 : 130,
      // Each row's buttons name their address, so a screen reader going from button to button
      // hears whose address it acts on, not just 编辑, 编辑, 编辑.
      render: (_: unknown, a) => (
        <Space size={4}>
          {selectMode ? (
            <Button type="primary" size="mini" onClick={() => onSelect(a)} aria-label={actionName('选择', a)}>
              选择
            </Button>
          ) : null}
          <Button type="text" size="mini" onClick={() => onEdit(a)} aria-label={actionName('编辑', a)}>
            编辑
          </Button>
          <Button type="text" size="mini" status="danger" onClick={() => onDelete(a)} aria-label={actionName('删除', a)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Table<DeliveryAddress>
      className={`tcm-acc-address-table ${CARD_TABLE}`}
      rowKey="deliveryAddressId"
      columns={columns}
      data={rows}
      loading={loading}
      pagination={false}
      noDataElement={<div className="tcm-acc-empty">您还没有地址</div>}
      border={{ wrapper: true, cell: false }}
      scroll={{ x: 860 }}
    />
  );
}
