import { Button, Form, Input } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { RegionCascader } from '@tcm/shared/region/cascader';
import type { DeliveryFormValues } from '@tcm/shared/commerce';
import type { DeliveryField } from '@tcm/shared/commerce';
import { DigitsInput } from './DigitsInput';
import type { FieldStatus } from './useDeliveryFormFlow';
import './deliveryForm.css';

export type RecipientValues = Pick<DeliveryFormValues, 'recipientName' | 'recipientPhone' | 'province' | 'city' | 'county' | 'street' | 'zipCode'>;

/**
 * How the name and phone are labelled and read out: under the delivery form's 收货人 heading they
 * say 姓名 and 手机号 (read 收货人姓名, 收货人手机号); the address dialog holds nothing else, so 收货人 and 手机号.
 */
const NAMING = {
  form: { name: '姓名', nameAria: '收货人姓名', phoneAria: '收货人手机号' },
  dialog: { name: '收货人', nameAria: '收货人', phoneAria: '手机号' },
} as const;

/** The recipient's inputs: name, 11-digit phone, region (codes, the picker's), street and zip; `status` marks the one a problem concerns. */
export function RecipientInputs({
  values,
  onChange,
  naming,
  status,
}: {
  values: RecipientValues;
  onChange: (patch: Partial<RecipientValues>) => void;
  naming: keyof typeof NAMING;
  status: (field: DeliveryField) => FieldStatus;
}) {
  const names = NAMING[naming];
  return (
    <>
      <Form.Item label={names.name} required {...status('recipientName')}>
        <Input aria-label={names.nameAria} maxLength={20} value={values.recipientName} onChange={(recipientName) => onChange({ recipientName })} />
      </Form.Item>
      <Form.Item label="手机号" required {...status('recipientPhone')}>
        <DigitsInput
          aria-label={names.phoneAria}
          inputMode="tel"
          maxLength={11}
          value={values.recipientPhone}
          onChange={(recipientPhone) => onChange({ recipientPhone })}
        />
      </Form.Item>
      <Form.Item label="所在地区" required className="tcm-fulfil__wide" {...status('region')}>
        <RegionCascader
          value={[values.province, values.city, values.county].filter((c): c is string => !!c)}
          onChange={([province = '', city = '', county = '']) => onChange({ province, city, county })}
        />
      </Form.Item>
      <Form.Item label="详细地址" required className="tcm-fulfil__wide" {...status('street')}>
        <Input aria-label="详细地址" maxLength={100} value={values.street} onChange={(street) => onChange({ street })} />
      </Form.Item>
      <Form.Item label="邮编" {...status('zipCode')}>
        <DigitsInput aria-label="邮编" maxLength={6} value={values.zipCode} onChange={(zipCode) => onChange({ zipCode })} />
      </Form.Item>
    </>
  );
}

/**
 * 收货人 of a delivery form: 选择地址 (→ /address in select mode) and the recipient's inputs in the
 * form's grid; `children` (e.g. the remark) join the same grid.
 */
export function RecipientFields({
  values,
  onChange,
  onChooseAddress,
  status,
  children,
}: {
  values: RecipientValues;
  onChange: (patch: Partial<RecipientValues>) => void;
  onChooseAddress: () => void;
  status: (field: DeliveryField) => FieldStatus;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="tcm-fulfil__recipient-head">
        <h3>收货人</h3>
        <Button onClick={onChooseAddress}>选择地址</Button>
      </div>
      <div className="tcm-fulfil__grid">
        <RecipientInputs values={values} onChange={onChange} naming="form" status={status} />
        {children}
      </div>
    </>
  );
}

/** 备注, at most `max` characters, a whole row of the grid. */
export function RemarkField({
  value,
  max,
  onChange,
  status,
}: {
  value: string | undefined;
  max: number;
  onChange: (remark: string) => void;
  status: FieldStatus;
}) {
  return (
    <Form.Item label="备注" className="tcm-fulfil__wide" {...status}>
      <Input.TextArea aria-label="备注" maxLength={max} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} value={value} onChange={onChange} />
    </Form.Item>
  );
}
