import { useEffect, useRef, useState } from 'react';
import { isApiError, notify, useLocation } from '@tcm/shared';
import { deliveryFieldOf, type DeliveryField, type DeliveryFormValues } from '@tcm/shared/commerce';
import { COMMERCE_MSG } from '../../api/messages';
import { dropKeptForm, keepForm, keptForm, leaveForAddress, withPickedAddress } from './addressHandOver';
import { useCentres } from './useCentres';

export type FormMode = 'submit' | 'draft';

/** Arco Form.Item props: red, with the message under the field, or nothing. */
export type FieldStatus = { validateStatus?: 'error'; help?: string };

/** Which visit and prescription the form is for: the key of the form kept while /address is open. */
export interface FormFor {
  visitRecordId: number;
  index: number;
}

/**
 * The state of a delivery form (the decoction's and the custom tea's): its values, the rule it
 * breaks (`rules`, shown as a toast, under its field and under the form; a refusal of the server
 * about one field too), the centres of its form, the trip to /address, and 提交 / 保存草稿 waiting
 * for each other. What is placed or saved is the page's.
 */
export function useDeliveryFormFlow<V extends DeliveryFormValues>(formFor: FormFor | null, empty: V, rules: (values: V, mode: FormMode) => string | null) {
  const location = useLocation();
  const [values, setValues] = useState<V>(empty);
  const [busy, setBusy] = useState<FormMode | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A centre that came with a draft (or a form left for /address) is kept once its form's centres arrive.
  const keepCentre = useRef('');
  // Kept in the browser from the moment the form has started, at every change (issue 32).
  const [started, setStarted] = useState(false);
  const visitRecordId = formFor?.visitRecordId;
  const index = formFor?.index;
  useEffect(() => {
    if (started && visitRecordId !== undefined && index !== undefined) keepForm({ visitRecordId, index, values });
  }, [started, visitRecordId, index, values]);

  const set = (patch: Partial<V>) => {
    setProblem(null);
    setValues((v) => ({ ...v, ...patch }));
  };

  // The centres of the chosen form; the only centre is chosen for the doctor.
  const centres = useCentres(values.form, keepCentre, (deliveryId) => setValues((v) => ({ ...v, deliveryId })));

  /**
   * Where the form starts: the form kept in the browser (left for /address, or before a reload or
   * an expired session), else the saved draft, else `fresh`; with the address picked on /address.
   * `noDraft` is said when a draft was asked for and there is none.
   */
  const start = ({ draft, fresh, noDraft }: { draft: V | null; fresh: V; noDraft: string | null }) => {
    const kept = formFor && keptForm(formFor.visitRecordId, formFor.index);
    let first = fresh;
    if (kept) first = { ...empty, ...kept };
    else if (draft) first = draft;
    else if (noDraft) notify.info(noDraft);
    first = withPickedAddress(first);
    keepCentre.current = first.deliveryId ?? '';
    setValues(first);
    setStarted(true);
  };

  /** The problem under `field` when it is that field's (deliveryFieldOf). */
  const status = (field: DeliveryField): FieldStatus => (problem && deliveryFieldOf(problem) === field ? { validateStatus: 'error', help: problem } : {});

  /** A refusal of the server (toasted by the client) about one field is said there too. */
  const refused = (error: unknown) => {
    if (isApiError(error) && deliveryFieldOf(error.message)) setProblem(error.message);
  };

  const chooseAddress = () => {
    if (formFor) leaveForAddress({ ...formFor, values }, location.pathname + location.search);
  };

  /** The first rule broken, shown as a toast and under the form; true when the form may go. */
  const check = (mode: FormMode) => {
    const message = rules(values, mode);
    setProblem(message);
    if (message) notify.error(message);
    return !message;
  };

  /** 提交: `place` sends the order and leaves the page; the buttons wait until it does. */
  const submit = async (place: () => Promise<void>) => {
    if (busy || !check('submit')) return;
    setBusy('submit');
    try {
      await place();
      if (formFor) dropKeptForm(formFor.visitRecordId, formFor.index);
    } catch (error) {
      refused(error);
      setBusy(null);
    }
  };

  /** 保存草稿 with the draft's shorter rules. */
  const keepDraft = async (save: () => Promise<unknown>) => {
    if (busy || !check('draft')) return;
    setBusy('draft');
    try {
      await save();
      notify.success(COMMERCE_MSG.draftSaved);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  return { values, set, centres, problem, status, busy, start, chooseAddress, submit, keepDraft };
}

export type DeliveryFormFlow<V extends DeliveryFormValues> = ReturnType<typeof useDeliveryFormFlow<V>>;
