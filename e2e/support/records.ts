/**
 * Records of the running portal that journeys open pages with: the demo doctor's seeded patient and
 * visit (api/src/seed/clinic.ts), and records made for this run through the API (a self-composed
 * prescription, a general one, a custom tea and its delivery order, a paid consultation). Each is
 * made once per test file and shared by every page that needs it.
 */
import { defaultInquiry } from '@tcm/shared/clinic';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tcm/shared/demo';
import { api, loginToken } from './portal';

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

export const doctorToken = once(() => loginToken(DEMO_ACCOUNTS.doctor.phone, DEMO_PASSWORD));

/** A Beijing day `days` after today, YYYY-MM-DD. */
export const beijingDay = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The demo doctor's seeded patient with a paid visit, and that visit. */
export const seededVisit = once(async (): Promise<{ patientId: number; visitRecordId: number }> => {
  const token = await doctorToken();
  const patients = await api<{ rows: { patientId: number }[] }>('POST', '/patient/v1/list', { name: '张建国', pageNum: 1, pageSize: 8 }, token);
  const patientId = patients.rows[0].patientId;
  const visits = await api<{ rows: { visitRecordId: number; paid: boolean }[] }>(
    'POST',
    '/health/v1/visit/list',
    { patientId, pageNum: 1, pageSize: 10 },
    token,
  );
  const paid = visits.rows.find((v) => v.paid);
  if (!paid) throw new Error('the seed has no paid visit for 张建国');
  return { patientId, visitRecordId: paid.visitRecordId };
});

/** A self-composed prescription of the seeded patient, made for this run (its details page). */
export const selfComposedVisit = once(async (): Promise<number> => {
  const token = await doctorToken();
  const { patientId } = await seededVisit();
  const herbs = [
    ['当归', 10],
    ['川芎', 6],
    ['白芍', 12],
    ['熟地黄', 15],
    ['炙甘草', 6],
  ] as const;
  const res = await api<{ data: { visitRecordId: number } }>(
    'POST',
    '/health/v2/prescription/self/image',
    {
      patientId,
      toDoDay: beijingDay(1),
      takeDays: 7,
      prescriptionBody: {
        disease: '血虚证',
        take_time: '饭后',
        form: '颗粒',
        prescriptionList: herbs.map(([key, value], i) => ({ key, value, index: i + 1 })),
      },
    },
    token,
  );
  if (res.code !== 200) throw new Error(`self-composed prescription refused: ${res.msg}`);
  return res.data.visitRecordId;
});

/** A general prescription (通用方) of the seeded patient, made for this run: its page and its sheet. */
export const generalVisit = once(async (): Promise<{ patientId: number; visitRecordId: number }> => {
  const token = await doctorToken();
  const { patientId } = await seededVisit();
  const res = await api<{ data: { visitRecordId: number } }>('POST', '/health/v1/granulesPrice', { patientId, toDoDay: beijingDay(2), takeDays: 7 }, token);
  if (res.code !== 200) throw new Error(`general prescription refused: ${res.msg}`);
  return { patientId, visitRecordId: res.data.visitRecordId };
});

/** A new custom tea (service 9) of the seeded patient. */
async function newTeaVisit(): Promise<number> {
  const token = await doctorToken();
  const { patientId } = await seededVisit();
  const start = beijingDay(2).replace(/-/g, '');
  const res = await api<{ data: { visitRecordId: number } }>('POST', '/health/v1/customTea', { patientId, toPredictDay: start, predictDays: 60 }, token);
  if (res.code !== 200) throw new Error(`custom tea refused: ${res.msg}`);
  return res.data.visitRecordId;
}

/** A custom tea made for this run, without a delivery order (its page and its delivery form). */
export const teaVisit = once(newTeaVisit);

/** The delivery order of another custom tea, placed for this run (unpaid). */
export const teaOrderId = once(async (): Promise<string> => {
  const token = await doctorToken();
  const visitRecordId = await newTeaVisit();
  const res = await api<{ data: { deliveryOrderId: string } }>(
    'POST',
    '/delivery/orderCustomTea/place',
    {
      deliveryType: 'E',
      type: 'customTea',
      visitRecordId,
      endDate: '47121231',
      form: 'TEA_BAG',
      deliveryId: 'HZ-TEA',
      formCount: 2,
      recipientName: '张建国',
      recipientPhone: '13900001111',
      province: '浙江省',
      city: '杭州市',
      county: '西湖区',
      street: '文三路 90 号东部软件园 3 号楼',
      remark: '工作日送达',
    },
    token,
  );
  if (res.code !== 200) throw new Error(`custom tea order refused: ${res.msg}`);
  return res.data.deliveryOrderId;
});

/** A consultation of the seeded patient made and paid (公共账户) for this run: no delivery order yet. */
export const paidVisit = once(async (): Promise<number> => {
  const token = await doctorToken();
  const { patientId } = await seededVisit();
  const priced = await api<{ data: { visitRecordId: number } }>(
    'POST',
    '/health/v1/price',
    { patientId, toDoDay: beijingDay(3), takeDays: 7, inquiryInfo: defaultInquiry() },
    token,
  );
  if (priced.code !== 200) throw new Error(`pricing refused: ${priced.msg}`);
  const visitRecordId = priced.data.visitRecordId;
  const paid = await api('POST', '/api/pay/0.1/unifiedOrder', { productId: visitRecordId, orderType: 1, tradeType: 'NATIVE', payChannel: 3 }, token);
  if (paid.code !== 200) throw new Error(`payment refused: ${paid.msg}`);
  return visitRecordId;
});
