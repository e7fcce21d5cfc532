import { Form, Select } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { DeliveryForm } from '@tcm/shared';
import type { DeliveryFormValues } from '@tcm/shared/commerce';
import { PageSection } from '@tcm/shared/pageFrame';
import { RecipientFields, RemarkField } from './RecipientFields';
import type { DeliveryFormFlow } from './useDeliveryFormFlow';
import '../commerce.css';

/**
 * 配送信息 of a delivery form: 剂型, then 配送中心 among the chosen form's centres, the page's own
 * counts (`children`, in the same grid), the recipient and 备注 of at most `remarkMax` characters.
 */
export function DeliveryFormSection({
  flow,
  forms,
  remarkMax,
  children,
}: {
  flow: DeliveryFormFlow<DeliveryFormValues>;
  forms: DeliveryForm[];
  remarkMax: number;
  children: ReactNode;
}) {
  const { values, set, centres, status } = flow;
  return (
    <PageSection title="配送信息">
      <Form layout="vertical" className="tcm-fulfil__form">
        <div className="tcm-fulfil__grid">
          <Form.Item label="剂型" required {...status('form')}>
            <Select
              aria-label="剂型"
              placeholder="请选择剂型"
              value={values.form || undefined}
              onChange={(form: string) => set({ form, deliveryId: '' })}
              options={forms.map((f) => ({ label: f.formName, value: f.formCode }))}
            />
          </Form.Item>
          <Form.Item label="配送中心" required {...status('deliveryId')}>
            <Select
              aria-label="配送中心"
              placeholder={values.form ? '请选择配送中心' : '请先选择剂型'}
              disabled={!values.form}
              value={values.deliveryId || undefined}
              onChange={(deliveryId: string) => set({ deliveryId })}
              options={centres.map((c) => ({ label: c.deliveryName, value: c.deliveryId }))}
            />
          </Form.Item>
          {children}
        </div>
        <RecipientFields values={values} onChange={set} onChooseAddress={flow.chooseAddress} status={status}>
          <RemarkField value={values.remark} max={remarkMax} onChange={(remark) => set({ remark })} status={status('remark')} />
        </RecipientFields>
      </Form>
    </PageSection>
  );
}
