import { defaultInquiry, validateInquiry, type InquiryInfo } from '@tcm/shared/clinic';
import { DEMO_ACCOUNTS } from '@tcm/shared/demo';
import { regionNames } from '@tcm/shared/region';
import { one, type Tx } from '../platform/db';
import { addDays, todayYmd } from '../clinic/dates';
import { consultationPriceFen, prescribe } from '../clinic/engine';
import { lunarBirthdayOf } from '../clinic/lunar';
import { newOutTradeNo } from '../clinic/payments';
import type { StoredResult } from '../clinic/visits';

/** Province, city and county names concatenated (spec 2 §3), from real region codes. */
const area = (province: string, city: string, county: string) => {
  const names = regionNames({ province, city, county });
  if (names.length !== 3) throw new Error(`seed patient has an unknown region: ${province}/${city}/${county}`);
  return names.join('');
};

/**
 * The demo doctor's patients (README "Seeded data"). 陈秀英's birthday, 1987-07-30, falls in a
 * leap month of the lunar calendar (一九八七年闰六月初五).
 */
export const SEED_PATIENTS = [
  { name: '张建国', sex: 1, phoneNo: '13912340001', birthday: '1958-03-12', live: ['330000', '330100', '330106'], birth: ['330000', '330600', '330602'] },
  { name: '陈秀英', sex: 0, phoneNo: '13912340002', birthday: '1987-07-30', live: ['420000', '420100', '420106'], birth: ['420000', '421100', '421126'] },
  { name: '王志强', sex: 1, phoneNo: '13912340003', birthday: '1979-11-05', live: ['110000', '110100', '110105'], birth: ['130000', '130100', '130102'] },
  { name: '刘芳', sex: 0, phoneNo: '13912340004', birthday: '1992-05-21', live: ['440000', '440100', '440106'], birth: ['430000', '430100', '430102'] },
  { name: '赵德明', sex: 1, phoneNo: '13912340005', birthday: '1949-09-30', live: ['510000', '510100', '510104'], birth: ['510000', '510100', '510104'] },
  { name: '孙丽华', sex: 0, phoneNo: '13912340006', birthday: '1965-01-18', live: ['320000', '320500', '320508'], birth: ['320000', '320500', '320508'] },
  { name: '周子轩', sex: 1, phoneNo: '13912340007', birthday: '2015-08-08', live: ['310000', '310100', '310104'], birth: ['310000', '310100', '310104'] },
  { name: '吴静', sex: 0, phoneNo: '13912340008', birthday: '2001-06-01', live: ['370000', '370200', '370202'], birth: ['370000', '370100', '370102'] },
  { name: '郑海涛', sex: 1, phoneNo: '13912340009', birthday: '1972-12-24', live: ['350000', '350200', '350203'], birth: ['350000', '350100', '350102'] },
  { name: '黄雅琴', sex: 0, phoneNo: '13912340010', birthday: '1995-10-01', live: ['500000', '500100', '500103'], birth: ['610000', '610100', '610102'] },
] as const;

/** The paid visit's patient and answers: a common cold of the wind-cold kind. */
export const SEED_VISIT_PATIENT = '张建国';
function seedInquiry(): InquiryInfo {
  const info = defaultInquiry();
  const choose = (array: keyof InquiryInfo, key: string, values: string[]) => {
    const item = info[array].find((i) => i.key === key);
    if (item) item.value = values;
  };
  choose('shangjiao_array', '头', ['头痛']);
  choose('shangjiao_array', '鼻', ['鼻塞', '流清涕']);
  choose('shangjiao_array', '肺', ['恶寒', '发热', '汗出恶风']);
  for (const item of info.basic_enter_array) {
    if (item.key === '主诉') item.value = '受凉后头痛、鼻塞流清涕两天，恶风，微汗出';
    if (item.key === '体温') item.value = '37.6';
  }
  const checked = validateInquiry(info);
  if (!checked.ok) throw new Error(`seed questionnaire is invalid: ${checked.msg}`);
  return checked.value;
}

/** The demo doctor as seeded here (its certificate number), never a real account that took the phone. */
async function demoDoctorId(tx: Tx): Promise<number | undefined> {
  const row = await one<{ user_id: number }>(
    tx,
    `SELECT u.user_id FROM users u JOIN doctors d USING (user_id) WHERE u.phone = $1 AND d.cert_no = '110421126000356'`,
    [DEMO_ACCOUNTS.doctor.phone],
  );
  return row?.user_id;
}

/**
 * Patients for the demo doctor and one paid consultation with its prescription, so /Contact and
 * /Prescription have something to show on first start. Only into an empty clinic (no patient at
 * all) and only for the seeded demo doctor.
 */
export async function seedClinic(tx: Tx, now: Date): Promise<boolean> {
  if (((await one<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM patients'))?.n ?? 0) > 0) return false;
  const doctorId = await demoDoctorId(tx);
  if (!doctorId) return false;
  const ids: Record<string, number> = {};
  for (const p of SEED_PATIENTS) {
    const [row] = await tx.query<{ patient_id: number }>(
      `INSERT INTO patients (user_id, name, sex, phone_no, birthday, lunar_birthday, live_area, birth_area, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING patient_id`,
      [
        doctorId,
        p.name,
        p.sex,
        p.phoneNo,
        p.birthday,
        lunarBirthdayOf(p.birthday),
        area(p.live[0], p.live[1], p.live[2]),
        area(p.birth[0], p.birth[1], p.birth[2]),
        now,
      ],
    );
    ids[p.name] = row.patient_id;
  }

  const patient = SEED_PATIENTS.find((p) => p.name === SEED_VISIT_PATIENT);
  if (!patient) throw new Error('seed visit patient missing');
  const inquiry = seedInquiry();
  const toDoDay = addDays(todayYmd(now), 1);
  const takeDays = 7;
  const engine = prescribe({ sex: patient.sex, birthday: patient.birthday, inquiry, startDate: toDoDay, takeDays });
  const result: StoredResult = { prescriptions: engine.prescriptions, shangHan: engine.shangHan, reasons: engine.reasons };
  const price = consultationPriceFen(engine);
  const [visit] = await tx.query<{ visit_record_id: number }>(
    `INSERT INTO visit_records (user_id, patient_id, state, to_do_day, take_days, inquiry, price_fen, free_flag,
                                engine_result, current_result, created_at, priced_at, paid_at)
     VALUES ($1, $2, 'paid', $3, $4, $5::jsonb, $6, $7, $8::jsonb, $8::jsonb, $9, $9, $9) RETURNING visit_record_id`,
    [doctorId, ids[patient.name], toDoDay, takeDays, JSON.stringify(inquiry), price, price === 0, JSON.stringify(result), now],
  );
  if (price > 0) {
    await tx.query(
      `INSERT INTO payments (out_trade_no, visit_record_id, user_id, channel, amount_fen, state, created_at, paid_at, ended_at)
       VALUES ($1, $2, $3, 3, $4, 'succeeded', $5, $5, $5)`,
      [newOutTradeNo(now), visit.visit_record_id, doctorId, price, now],
    );
  }
  return true;
}
