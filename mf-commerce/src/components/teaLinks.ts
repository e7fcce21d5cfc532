/** Where the custom-tea pages lead (spec 3 §2.1, §2.12). */
export const teaInfoPath = (visitRecordId: number) => `/CUSTOMIZEDPrescription?visitRecordId=${visitRecordId}`;
/** mode 0 a new form, 1 the saved draft. */
export const teaConfirmPath = (visitRecordId: number, mode: 0 | 1) => `/CUSTOMIZEDfulfillmentConfirm?mode=${mode}&visitRecordId=${visitRecordId}`;
export const teaOrderPath = (orderId: string) => `/CUSTOMIZEDfulfillmentOrder?orderId=${encodeURIComponent(orderId)}`;
