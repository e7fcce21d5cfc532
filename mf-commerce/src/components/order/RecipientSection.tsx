import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import type { DeliveryOrderDetail } from '@tcm/shared';
import { canModifyAddress } from '@tcm/shared/commerce';
import { PageSection } from '@tcm/shared/pageFrame';
import { Facts } from '../Facts';
import { AddressDialog } from './AddressDialog';
import '../commerce.css';

/** 收货信息 of a delivery order, with 修改地址 where spec 3 §4 allows it; `onChanged` reads the order again. */
export function RecipientSection({ order: o, onChanged }: { order: DeliveryOrderDetail; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <PageSection
      title="收货信息"
      extra={
        canModifyAddress(o.status, o.refundFlag) ? (
          <Button size="small" onClick={() => setEditing(true)}>
            修改地址
          </Button>
        ) : null
      }
    >
      <Facts
        items={[
          ['收货人', o.recipientName],
          ['手机号', o.recipientPhone],
          ['邮编', o.zipCode || '—'],
          // A whole row: the address is the longest fact, and a parcel label reads it in one line.
          ['收货地址', o.recipientAddress, 'wide'],
        ]}
      />
      <AddressDialog
        order={o}
        visible={editing}
        onClose={() => setEditing(false)}
        onChanged={() => {
          setEditing(false);
          onChanged();
        }}
      />
    </PageSection>
  );
}
