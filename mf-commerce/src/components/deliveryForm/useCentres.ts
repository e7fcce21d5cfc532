import { useRef, type MutableRefObject } from 'react';
import { type DeliveryCentre, useLoad } from '@tcm/shared';
import { fetchCentres } from '../../api/delivery';

const NONE: DeliveryCentre[] = [];

/**
 * The delivery centres of the chosen form (spec 3 §7 getCurrentDeliveryDept). When they arrive,
 * `choose` gets the centre to select: the one in `keep` (a draft's, or the form's left for
 * /address) if offered, else the only centre, else ''. No form, or a failed read: no centres.
 */
export function useCentres(form: string | undefined, keep: MutableRefObject<string>, choose: (deliveryId: string) => void): DeliveryCentre[] {
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  const read = useLoad(form ? `centres:${form}` : null, (signal) => fetchCentres(form!, signal), {
    onLoaded: (list) => {
      const wanted = keep.current;
      keep.current = '';
      chooseRef.current(list.some((c) => c.deliveryId === wanted) ? wanted : list.length === 1 ? list[0].deliveryId : '');
    },
  });
  return !form || read.failed ? NONE : (read.data ?? NONE);
}
