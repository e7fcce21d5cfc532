import { Alert, Modal } from '@arco-design/web-react';
import { PageFrame, PageSection, SearchToolbar } from '@tcm/shared/pageFrame';
import { useState } from 'react';
import {
  ADDRESS_SELECT_MODE,
  addressSelectionReturnTo,
  type DeliveryAddress,
  notify,
  Pager,
  putSelectedAddress,
  SUCCESS,
  useNavigate,
  readDraft,
  useLoad,
  useSearchParams,
} from '@tcm/shared';
import { useBackOrHome } from '../../components/navigation';
import { ADDRESS_PAGE_SIZE, deleteAddress, listAddresses } from './api';
import { AddressFormModal } from './AddressFormModal';
import { AddressTable } from './AddressTable';
import './address.css';

/**
 * /address: my delivery addresses (spec 1 §2.8). With ?mode=1 it is the address picker of other
 * pages: 选择 hands the row back through @tcm/shared's address selection and returns to `returnTo`.
 */
export default function AddressPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const backOrHome = useBackOrHome();
  const selectMode = params.get('mode') === ADDRESS_SELECT_MODE;
  const returnTo = addressSelectionReturnTo(params);

  const [search, setSearch] = useState('');
  const [keyWord, setKeyWord] = useState('');
  const [pageNum, setPageNum] = useState(1);
  // A failed load keeps the rows shown; an older search's or page's read is aborted. `reload` after a change.
  const list = useLoad(`addresses:${pageNum}:${keyWord}`, (signal) => listAddresses(pageNum, keyWord, signal));
  const { loading, reload } = list;
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  // A dialog left open by an expired session opens again with what was typed (issue 32).
  const [dialog, setDialog] = useState<{ open: boolean; editing: DeliveryAddress | null }>(() => {
    const kept = readDraft('addressDialog');
    return kept ? { open: true, editing: kept.editing } : { open: false, editing: null };
  });
  const [modal, modalHolder] = Modal.useModal();

  const runSearch = (value: string) => {
    setKeyWord(value.trim());
    setPageNum(1);
  };

  const select = (a: DeliveryAddress) => {
    putSelectedAddress(a);
    if (returnTo) void navigate(returnTo);
    else backOrHome();
  };

  const confirmDelete = (a: DeliveryAddress) => {
    modal.confirm?.({
      title: '删除地址',
      content: '确定要删除该地址吗？',
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteAddress(a.deliveryAddressId);
        } catch {
          return; // Shown by the HTTP client; the row stays.
        }
        notify.success(SUCCESS.deleted);
        // The last row of a later page is gone: show the page before it.
        if (rows.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
        else reload();
      },
    });
  };

  const saved = (kind: 'add' | 'edit') => {
    setDialog((d) => ({ ...d, open: false }));
    // A new address may land anywhere in the list order; the first page of the full list shows it.
    if (kind === 'add' && (pageNum !== 1 || keyWord)) {
      setSearch('');
      setKeyWord('');
      setPageNum(1);
    } else reload();
  };

  return (
    <PageFrame
      className="tcm-acc-address"
      title={selectMode ? '选择收货地址' : '我的地址'}
      subtitle={selectMode ? '请选择本次使用的收货地址' : '管理您的收货地址，下单时可直接选用'}
    >
      <PageSection
        title="收货地址"
        extra={
          <SearchToolbar
            value={search}
            onChange={setSearch}
            onSearch={runSearch}
            placeholder="搜索收货人、手机号或地址"
            label="搜索地址"
            addText="新增地址"
            onAdd={() => setDialog({ open: true, editing: null })}
          />
        }
      >
        {selectMode ? <Alert className="tcm-acc-select-hint" type="info" content="请点击地址所在行的“选择”，将其用作收货地址。" /> : null}
        <AddressTable
          rows={rows}
          loading={loading}
          selectMode={selectMode}
          onSelect={select}
          onEdit={(a) => setDialog({ open: true, editing: a })}
          onDelete={confirmDelete}
        />
        <Pager total={total} pageSize={ADDRESS_PAGE_SIZE} current={pageNum} onChange={setPageNum} />
      </PageSection>
      <AddressFormModal visible={dialog.open} editing={dialog.editing} onClose={() => setDialog((d) => ({ ...d, open: false }))} onSaved={saved} />
      {modalHolder}
    </PageFrame>
  );
}
