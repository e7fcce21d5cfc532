import { Alert, Button, Input, Modal } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
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
  useSearchParams,
} from '@tcm/shared';
import { MSG } from '../../common/messages';
import { useBackOrHome } from '../../common/navigation';
import { ADDRESS_PAGE_SIZE, deleteAddress } from './addressApi';
import { AddressFormModal } from './AddressFormModal';
import { AddressTable } from './AddressTable';
import { useAddressList } from './useAddressList';
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
  const { rows, total, loading, reload } = useAddressList(keyWord, pageNum);
  const [dialog, setDialog] = useState<{ open: boolean; editing: DeliveryAddress | null }>({ open: false, editing: null });
  const [modal, modalHolder] = Modal.useModal();

  const runSearch = (value: string) => {
    setKeyWord(value.trim());
    setPageNum(1);
  };

  const select = (a: DeliveryAddress) => {
    putSelectedAddress(a);
    if (returnTo) navigate(returnTo);
    else backOrHome();
  };

  const confirmDelete = (a: DeliveryAddress) => {
    modal.confirm?.({
      title: '删除地址',
      content: MSG.deleteConfirm,
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
    <div className="tcm-acc-address">
      <div className="tcm-acc-address-banner">
        <div className="tcm-acc-address-container">
          <h1>{selectMode ? '选择收货地址' : '我的地址'}</h1>
          <p>{selectMode ? '请选择本次使用的收货地址' : '管理您的收货地址，下单时可直接选用'}</p>
        </div>
      </div>
      <div className="tcm-acc-address-container">
        <section className="tcm-acc-address-panel">
          <div className="tcm-acc-address-head">
            <h2>收货地址</h2>
            <div className="tcm-acc-address-tools">
              <Input.Search
                value={search}
                onChange={setSearch}
                onSearch={runSearch}
                onClear={() => runSearch('')}
                allowClear
                searchButton="搜索"
                placeholder="搜索收货人、手机号或地址"
                className="tcm-acc-address-search"
                aria-label="搜索地址"
              />
              <Button type="primary" icon={<IconPlus />} onClick={() => setDialog({ open: true, editing: null })}>
                新增地址
              </Button>
            </div>
          </div>
          {selectMode ? (
            <Alert className="tcm-acc-select-hint" type="info" content="请点击地址所在行的“选择”，将其用作收货地址。" />
          ) : null}
          <AddressTable
            rows={rows}
            loading={loading}
            selectMode={selectMode}
            onSelect={select}
            onEdit={(a) => setDialog({ open: true, editing: a })}
            onDelete={confirmDelete}
          />
          <Pager total={total} pageSize={ADDRESS_PAGE_SIZE} current={pageNum} onChange={setPageNum} />
        </section>
      </div>
      <AddressFormModal
        visible={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={saved}
      />
      {modalHolder}
    </div>
  );
}
