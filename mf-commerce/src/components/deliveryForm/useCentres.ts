import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { DeliveryCentre } from '@tcm/shared';
import { fetchCentres } from '../../api/delivery';

/**
 * The delivery centres of the chosen form (spec 3 §7 getCurrentDeliveryDept). When they arrive,
 * `choose` gets the centre to select: the one in `keep` (a draft's, or the form's left for
 * /address) if offered, else the only centre, else ''.
 */
export function useCentres(form: string | undefined, keep: MutableRefObject<string>, choose: (deliveryId: string) => void): DeliveryCentre[] {
  const [centres, setCentres] = useState<DeliveryCentre[]>([]);
  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  useEffect(() => {
    if (!form) {
      setCentres([]);
      return undefined;
    }
    let live = true;
    fetchCentres(form)
      .then((list) => {
        if (!live) return;
        setCentres(list);
        const wanted = keep.current;
        keep.current = '';
        chooseRef.current(list.some((c) => c.deliveryId === wanted) ? wanted : list.length === 1 ? list[0].deliveryId : '');
      })
      .catch(() => live && setCentres([]));
    return () => {
      live = false;
    };
  }, [form, keep]);
  return centres;
}
