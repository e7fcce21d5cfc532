import { Button, Form, Input } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { RegionCascader } from '@tcm/shared/region/cascader';
import type { DeliveryFormValues } from '@tcm/shared/commerce';
import './deliveryForm.css';

export type RecipientValues = Pick<DeliveryFormValues, 'recipientName' | 'recipientPhone' | 'province' | 'city' | 'county' | 'street' | 'zipCode'>;

/**
 * 收货人 of a delivery form: 选择地址 (→ /address in select mode), name, 11-digit phone, region
 * (codes, the picker's), street and zip; `children` (e.g. the remark) join the same grid.
 */
export function RecipientFields({
  values,
  onChange,
  onChooseAddress,
  children,
}: {
  values: RecipientValues;
  onChange: (patch: Partial<RecipientValues>) => void;
  onChooseAddress: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="tcm-fulfil__recipient-head">
        <h3>收货人</h3>
        <Button onClick={onChooseAddress}>选择地址</Button>
      </div>
      <div className="tcm-fulfil__grid">
        <Form.Item label="姓名" required>
          <Input aria-label="收货人姓名" maxLength={20} value={values.recipientName} onChange={(recipientName) => onChange({ recipientName })} />
        </Form.Item>
        <Form.Item label="手机号" required>
          <Input
            aria-label="收货人手机号"
            inputMode="tel"
            maxLength={11}
            value={values.recipientPhone}
            onChange={(recipientPhone) => onChange({ recipientPhone: recipientPhone.replace(/\D/g, '') })}
          />
        </Form.Item>
        <Form.Item label="所在地区" required className="tcm-fulfil__wide">
          <RegionCascader
            value={[values.province, values.city, values.county].filter((c): c is string => !!c)}
            onChange={([province = '', city = '', county = '']) => onChange({ province, city, county })}
          />
        </Form.Item>
        <Form.Item label="详细地址" required className="tcm-fulfil__wide">
          <Input aria-label="详细地址" maxLength={100} value={values.street} onChange={(street) => onChange({ street })} />
        </Form.Item>
        <Form.Item label="邮编">
          <Input
            aria-label="邮编"
            inputMode="numeric"
            maxLength={6}
            value={values.zipCode}
            onChange={(zipCode) => onChange({ zipCode: zipCode.replace(/\D/g, '') })}
          />
        </Form.Item>
        {children}
      </div>
    </>
  );
}

/** 备注, at most `max` characters, a whole row of the grid. */
export function RemarkField({ value, max, onChange }: { value: string | undefined; max: number; onChange: (remark: string) => void }) {
  return (
    <Form.Item label="备注" className="tcm-fulfil__wide">
      <Input.TextArea aria-label="备注" maxLength={max} showWordLimit autoSize={{ minRows: 2, maxRows: 4 }} value={value} onChange={onChange} />
    </Form.Item>
  );
}
