import type { PrescriptionInfo } from '@tcm/shared';
import type { HerbChanges } from '../herbs/useHerbChanges';
import { DeliveryAction } from './DeliveryAction';
import { PrescriptionCard } from './PrescriptionCard';

/**
 * The prescriptions to dispense of a paid visit, a card each: its herbs with 更换药材 / 修改重量,
 * its 药费 and its delivery (去配送, or its live order). `pricedFen` is each one's 药费 when the
 * visit was priced, by index, where the page shows why it moved since.
 */
export function DispensedPrescriptions({ infos, changes, pricedFen }: { infos: PrescriptionInfo[]; changes: HerbChanges; pricedFen?: Map<number, number> }) {
  return (
    <>
      {infos.map((info, i) => (
        <PrescriptionCard
          key={`${info.name}-${i}`}
          info={info}
          pending={changes.pending}
          onReplaceHerb={changes.replaceHerb}
          onChangeWeight={changes.changeWeight}
          pricedFen={pricedFen?.get(i)}
          delivery={<DeliveryAction info={info} index={i} />}
        />
      ))}
    </>
  );
}
