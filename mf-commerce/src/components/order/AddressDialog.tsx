import { Button, Form, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { isApiError, notify, type DeliveryOrderDetail, type ModifyAddressRequest } from '@tcm/shared';
import { deliveryFieldOf, recipientProblem, type DeliveryField } from '@tcm/shared/commerce';
import { modifyAddress } from '../../api/orders';
import { COMMERCE_MSG } from '../../api/messages';
import { regionCodes, regionNamesOf } from '../region';
import { RecipientInputs } from '../deliveryForm/RecipientFields';
import type { FieldStatus } from '../deliveryForm/useDeliveryFormFlow';

/** The recipient the dialog edits: what 修改地址 sends but the order id and the joined line. */
export type AddressValues = Required<Omit<ModifyAddressRequest, 'deliveryOrderId' | 'recipientAddress'>>;

/** The dialog checks what the delivery form checks of a recipient (an overseas one needs no county). */
export const addressProblem = (v: AddressValues): string | null => recipientProblem(v);

/** The order's recipient; its region (names) as the picker's codes. */
const valuesOf = (o: DeliveryOrderDetail): AddressValues => ({
  ...regionCodes(o),
  recipientName: o.recipientName,
  recipientPhone: o.recipientPhone,
  street: o.street,
  zipCode: o.zipCode,
});

/**
 * 修改地址 of a delivery order (spec 3 §4: allowed while 0 or 99, or paid with refundFlag Y): the
 * recipient, region, street and zip with the delivery form's rules (the broken one under its field;
 * a refusal of the server about one field there too); 地址修改成功, then the order is read again by
 * the caller.
 */
export function AddressDialog({
  order,
  visible,
  onClose,
  onChanged,
}: {
  order: DeliveryOrderDetail;
  visible: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [values, setValues] = useState<AddressValues>(() => valuesOf(order));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (visible) {
      setValues(valuesOf(order));
      setProblem(null);
    }
  }, [visible, order]);

  const set = (patch: Partial<AddressValues>) => {
    setProblem(null);
    setValues((v) => ({ ...v, ...patch }));
  };

  const problemField = problem ? deliveryFieldOf(problem) : null;
  const status = (field: DeliveryField): FieldStatus => (problem && problemField === field ? { validateStatus: 'error', help: problem } : {});

  const save = async () => {
    const message = addressProblem(values);
    setProblem(message);
    if (message) {
      notify.error(message);
      return;
    }
    setBusy(true);
    try {
      const street = values.street.trim();
      const names = regionNamesOf(values);
      await modifyAddress({
        deliveryOrderId: order.deliveryOrderId,
        recipientName: values.recipientName.trim(),
        recipientPhone: values.recipientPhone.trim(),
        recipientAddress: `${names.province}${names.city}${names.county}${street}`,
        ...names,
        street,
        zipCode: values.zipCode.trim(),
      });
      notify.success(COMMERCE_MSG.addressChanged);
      onChanged();
    } catch (error) {
      // The client has shown the server's words; about one field, they go beside it too.
      if (isApiError(error) && deliveryFieldOf(error.message)) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="修改收货地址"
      visible={visible}
      onCancel={onClose}
      className="tcm-order-address"
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={busy} onClick={save}>
            确定
          </Button>
        </>
      }
      unmountOnExit
    >
      <Form layout="vertical">
        <RecipientInputs values={values} onChange={set} naming="dialog" status={status} />
        {problem && !problemField ? (
          <p role="alert" className="tcm-order-address__problem">
            {problem}
          </p>
        ) : null}
      </Form>
    </Modal>
  );
}
