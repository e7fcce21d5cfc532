import { Form, Input, Modal } from '@arco-design/web-react';
import { useEffect, useRef } from 'react';
import { notify, PHONE_LENGTH, readDraft, removeDraft, SUCCESS, writeDraft, type DeliveryAddress } from '@tcm/shared';
import { RegionCascader } from '@tcm/shared/region/cascader';
import { ADDRESS_RULE_MSG } from '@tcm/shared/account/address';
import { useSubmitForm } from '../../components/useSubmitForm';
import { addAddress, editAddress } from './api';
import { ADDRESS_FIELDS, EMPTY_ADDRESS_FORM, formFromAddress, toAddressInput, validateAddress, type AddressFormValues } from './addressForm';
import { STACKED_FORM } from '@tcm/shared/pageFrame';

export interface AddressFormModalProps {
  visible: boolean;
  /** The address being edited; null adds a new one. */
  editing: DeliveryAddress | null;
  onClose: () => void;
  onSaved: (kind: 'add' | 'edit') => void;
}

/** What the dialog was left holding for this address (or a new one), if anything. */
function keptValues(editing: DeliveryAddress | null): AddressFormValues | null {
  const kept = readDraft('addressDialog');
  return kept && (kept.editing?.deliveryAddressId ?? null) === (editing?.deliveryAddressId ?? null) ? kept.values : null;
}

/**
 * The add/edit dialog, 750px wide (spec 1 §2.8, §4.4). Closing it resets the form. What is typed is
 * kept in the browser (the addressDialog draft) until it is saved or cancelled, so an expired
 * session loses nothing: logged in again, the page opens the dialog again as it was (issue 32).
 */
export function AddressFormModal({ visible, editing, onClose, onSaved }: AddressFormModalProps) {
  const typed = useRef(false);
  const form = useSubmitForm({
    initial: EMPTY_ADDRESS_FORM,
    validate: validateAddress,
    serverFields: ADDRESS_FIELDS,
    request: (v) => (editing ? editAddress({ ...toAddressInput(v), deliveryAddressId: editing.deliveryAddressId }) : addAddress(toAddressInput(v))),
    // A failed save was shown by the HTTP client; the dialog stays open with everything typed.
    onSuccess: () => {
      removeDraft('addressDialog');
      notify.success(editing ? SUCCESS.modified : ADDRESS_RULE_MSG.added);
      onSaved(editing ? 'edit' : 'add');
    },
  });
  const { values, reset, itemStatus, describedBy } = form;
  const setField: typeof form.setField = (field, value) => {
    typed.current = true;
    form.setField(field, value);
  };

  // Each opening starts from what was kept for it, else the edited address (or empty); afterClose
  // below clears it again.
  useEffect(() => {
    if (!visible) return;
    typed.current = false;
    reset(keptValues(editing) ?? (editing ? formFromAddress(editing) : EMPTY_ADDRESS_FORM));
  }, [visible, editing, reset]);

  useEffect(() => {
    if (visible && typed.current) writeDraft('addressDialog', { editing, values });
  }, [visible, editing, values]);

  const cancel = () => {
    removeDraft('addressDialog');
    onClose();
  };

  return (
    <Modal
      title={editing ? '编辑地址' : '新增地址'}
      visible={visible}
      style={{ width: 750, maxWidth: 'calc(100vw - 32px)' }}
      onOk={form.submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={form.submitting}
      onCancel={cancel}
      afterClose={() => reset(EMPTY_ADDRESS_FORM)}
      maskClosable={false}
    >
      <Form labelCol={{ span: 4 }} wrapperCol={{ span: 19 }} onSubmit={form.submit} className={`tcm-acc-address-form ${STACKED_FORM}`}>
        <Form.Item label="收货人" required {...itemStatus('receiverName')}>
          <Input
            value={values.receiverName}
            onChange={(v) => setField('receiverName', v)}
            placeholder="请输入收货人姓名"
            maxLength={30}
            aria-label="收货人"
            aria-describedby={describedBy('receiverName')}
          />
        </Form.Item>
        <Form.Item label="手机号" required {...itemStatus('phoneNo')}>
          <Input
            value={values.phoneNo}
            onChange={(v) => setField('phoneNo', v.replace(/\D/g, ''))}
            placeholder="请输入11位手机号"
            maxLength={PHONE_LENGTH}
            inputMode="numeric"
            aria-label="手机号"
            aria-describedby={describedBy('phoneNo')}
          />
        </Form.Item>
        <Form.Item label="所在地区" required {...itemStatus('region')}>
          <RegionCascader value={values.region} onChange={(v) => setField('region', v)} />
        </Form.Item>
        <Form.Item label="详细地址" required {...itemStatus('street')}>
          <Input.TextArea
            value={values.street}
            onChange={(v) => setField('street', v)}
            placeholder="街道、门牌号、小区、楼栋等"
            maxLength={120}
            autoSize={{ minRows: 2, maxRows: 4 }}
            aria-label="详细地址"
            aria-describedby={describedBy('street')}
          />
        </Form.Item>
        <Form.Item label="邮编" {...itemStatus('zipCode')}>
          <Input
            value={values.zipCode}
            onChange={(v) => setField('zipCode', v.trim())}
            placeholder="选填"
            maxLength={10}
            aria-label="邮编"
            aria-describedby={describedBy('zipCode')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
