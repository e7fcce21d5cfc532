import type { DeliveryDraft } from '@tcm/shared';
import type { DeliveryFormValues } from '@tcm/shared/commerce';
import { regionCodes, regionNamesOf } from '../region';

/** A delivery form with nothing filled in: what both pages' forms have in common. */
export const EMPTY_FORM = {
  form: '',
  deliveryId: '',
  formCount: '',
  recipientName: '',
  recipientPhone: '',
  province: '',
  city: '',
  county: '',
  street: '',
  zipCode: '',
  remark: '',
};

/** A saved draft as the form's values (its region names as the picker's codes), all but what is the page's own. */
export const draftValues = (d: DeliveryDraft) => ({
  ...regionCodes(d),
  form: d.form,
  deliveryId: d.deliveryId,
  formCount: d.formCount ? String(d.formCount) : '',
  recipientName: d.recipientName,
  recipientPhone: d.recipientPhone,
  street: d.street,
  zipCode: d.zipCode,
  remark: d.remark,
});

/**
 * What both orders and drafts carry from the form: the region as names (the form holds the
 * picker's codes; the order keeps names), the form, centre and count, the recipient and remark trimmed.
 */
export const formPayload = (v: DeliveryFormValues) => ({
  ...regionNamesOf({ province: v.province ?? '', city: v.city ?? '', county: v.county ?? '' }),
  form: v.form ?? '',
  deliveryId: v.deliveryId ?? '',
  formCount: Number(v.formCount),
  recipientName: (v.recipientName ?? '').trim(),
  recipientPhone: (v.recipientPhone ?? '').trim(),
  street: (v.street ?? '').trim(),
  zipCode: (v.zipCode ?? '').trim(),
  remark: (v.remark ?? '').trim(),
});
