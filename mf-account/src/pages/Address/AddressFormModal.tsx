import { Form, Input, Modal } from '@arco-design/web-react';
import { useEffect } from 'react';
import { notify, PHONE_LENGTH, SUCCESS, type DeliveryAddress } from '@tcm/shared';
import { RegionCascader } from '@tcm/shared/region/cascader';
import { MSG } from '../../common/messages';
import { useSubmitForm } from '../../common/useSubmitForm';
import { addAddress, editAddress } from './addressApi';
import { EMPTY_ADDRESS_FORM, formFromAddress, toAddressInput, validateAddress } from './addressForm';
import { STACKED_FORM } from '@tcm/shared/pageFrame';

export interface AddressFormModalProps {
  visible: boolean;
  /** The address being edited; null adds a new one. */
  editing: DeliveryAddress | null;
  onClose: () => void;
  onSaved: (kind: 'add' | 'edit') => void;
}

/** The add/edit dialog, 750px wide (spec 1 §2.8, §4.4). Closing it resets the form. */
export function AddressFormModal({ visible, editing, onClose, onSaved }: AddressFormModalProps) {
  const form = useSubmitForm({
    initial: EMPTY_ADDRESS_FORM,
    validate: validateAddress,
    request: (v) =>
      editing
        ? editAddress({ ...toAddressInput(v), deliveryAddressId: editing.deliveryAddressId })
        : addAddress(toAddressInput(v)),
    // A failed save was shown by the HTTP client; the dialog stays open with everything typed.
    onSuccess: () => {
      notify.success(editing ? SUCCESS.modified : MSG.added);
      onSaved(editing ? 'edit' : 'add');
    },
  });
  const { values, setField, reset, itemStatus } = form;

  // Each opening starts from the edited address (or empty); afterClose below clears it again.
  useEffect(() => {
    if (visible) reset(editing ? formFromAddress(editing) : EMPTY_ADDRESS_FORM);
  }, [visible, editing, reset]);

  return (
    <Modal
      title={editing ? '编辑地址' : '新增地址'}
      visible={visible}
      style={{ width: 750, maxWidth: 'calc(100vw - 32px)' }}
      onOk={form.submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={form.submitting}
      onCancel={onClose}
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
          />
        </Form.Item>
        <Form.Item label="邮编" {...itemStatus('zipCode')}>
          <Input
            value={values.zipCode}
            onChange={(v) => setField('zipCode', v.trim())}
            placeholder="选填"
            maxLength={10}
            aria-label="邮编"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
