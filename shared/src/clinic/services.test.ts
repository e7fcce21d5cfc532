import {
  SERVICES,
  SERVICE_INDICES,
  SERVICE_START_MSG,
  fromCompactDay,
  oneYearAfter,
  parseDays,
  serviceOf,
  serviceRequest,
  serviceStartProblem,
  toCompactDay,
  type ServiceStartValues,
} from './services';

const TODAY = '2026-03-10';
const ok: ServiceStartValues = { hasPatient: true, startDate: '2026-03-11', days: '7' };
const problem = (index: keyof typeof SERVICES, v: Partial<ServiceStartValues>) => serviceStartProblem(SERVICES[index], { ...ok, ...v }, TODAY);

describe('SERVICES', () => {
  test('the eight services of spec 3 §1 with their titles and calls', () => {
    expect(SERVICE_INDICES).toEqual([1, 2, 3, 4, 5, 9, 10, 11]);
    expect(Object.values(SERVICES).map((s) => `${s.index} ${s.title} ${s.call} ${s.body}`)).toEqual([
      '1 健康预测 POST /health/v1/disease predict',
      '2 药茶 POST /health/v1/dietTherapy take',
      '3 经络调理 POST /health/v1/massage take',
      '4 针灸 POST /health/v1/acupuncture take',
      '5 中成药 POST /health/v1/medicine take',
      '9 定制养生茶 POST /health/v1/customTea predict',
      '10 药食同源 POST /health/v1/medicine take',
      '11 六气饮 POST /health/v1/liuQiYin take',
    ]);
  });

  test('only 3 and 4 leave days optional; only 11 stops at 30; 9, 10 and 11 need the prescribing right', () => {
    expect(SERVICE_INDICES.filter((i) => !SERVICES[i].daysRequired)).toEqual([3, 4]);
    expect(SERVICE_INDICES.filter((i) => SERVICES[i].maxDays === 30)).toEqual([11]);
    expect(SERVICE_INDICES.filter((i) => SERVICES[i].right === 'prescriber')).toEqual([9, 10, 11]);
  });

  test('serviceOf reads the query value', () => {
    expect(serviceOf('4')?.title).toBe('针灸');
    expect(serviceOf(11)?.title).toBe('六气饮');
    for (const bad of ['6', '-1', '8', '0', '', 'x', '4.0', null, undefined, 12]) expect(serviceOf(bad)).toBeNull();
  });
});

describe('serviceStartProblem (spec 3 §5)', () => {
  test('a good start passes for every service', () => {
    for (const i of SERVICE_INDICES) expect(problem(i, {})).toBeNull();
  });

  test('patient, then start date, in the spec order', () => {
    expect(problem(1, { hasPatient: false, startDate: '' })).toEqual({ field: 'patient', message: SERVICE_START_MSG.patientRequired });
    expect(problem(1, { startDate: '' })?.message).toBe('请选择开始日期');
    expect(problem(1, { startDate: '2026-02-30' })?.message).toBe('请选择正确的开始日期');
    expect(problem(1, { startDate: TODAY })?.message).toBe('开始日期必须大于当前日期');
    expect(problem(1, { startDate: '2026-03-09' })?.message).toBe('开始日期必须大于当前日期');
    expect(problem(1, { startDate: '2027-03-10' })).toBeNull();
    expect(problem(1, { startDate: '2027-03-11' })?.message).toBe('开始日期必须在一年以内');
  });

  test('days: required except 3 and 4, whole, at least 1, at most 30 for 11', () => {
    for (const i of SERVICE_INDICES) {
      const empty = problem(i, { days: '' });
      if (i === 3 || i === 4) expect(empty).toBeNull();
      else expect(empty).toEqual({ field: 'days', message: '请输入天数' });
      expect(problem(i, { days: null })?.message ?? null).toBe(i === 3 || i === 4 ? null : '请输入天数');
      expect(problem(i, { days: '7.5' })?.message).toBe('请输入整数天数');
      expect(problem(i, { days: '7天' })?.message).toBe('请输入整数天数');
      expect(problem(i, { days: 2.5 })?.message).toBe('请输入整数天数');
      expect(problem(i, { days: '0' })?.message).toBe('天数不能小于1天');
      expect(problem(i, { days: '-3' })?.message).toBe('天数不能小于1天');
      expect(problem(i, { days: ' 1 ' })).toBeNull();
      expect(problem(i, { days: '30' })).toBeNull();
      expect(problem(i, { days: 31 })?.message ?? null).toBe(i === 11 ? '天数不能超过30天' : null);
      expect(problem(i, { days: 365 })?.message ?? null).toBe(i === 11 ? '天数不能超过30天' : null);
      expect(problem(i, { days: 366 })?.message).toBe(i === 11 ? '天数不能超过30天' : '天数不能超过365天');
    }
  });
});

describe('days and dates', () => {
  test('parseDays', () => {
    expect(parseDays('')).toBeNull();
    expect(parseDays('  ')).toBeNull();
    expect(parseDays(undefined)).toBeNull();
    expect(parseDays(' 12 ')).toBe(12);
    expect(parseDays('1e2')).toBeNaN();
    expect(parseDays(Infinity)).toBeNaN();
  });

  test('one year after, 29 February to 28 February', () => {
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('2026-12-31')).toBe('2027-12-31');
  });

  test('compact days', () => {
    expect(toCompactDay('2026-12-01')).toBe('20261201');
    expect(fromCompactDay('20261201')).toBe('2026-12-01');
    expect(fromCompactDay('20260230')).toBeNull();
    expect(fromCompactDay('2026-12-01')).toBeNull();
  });

  test('serviceRequest builds the body of each call', () => {
    const s = { patientId: 3, useDate: '2026-04-01', useDays: 5 };
    expect(serviceRequest({ ...s, serviceIndex: 1 })).toEqual({
      call: 'POST /health/v1/disease',
      path: '/health/v1/disease',
      body: { patientId: 3, toPredictDay: '20260401', predictDays: 5 },
    });
    expect(serviceRequest({ ...s, serviceIndex: 9 }).body).toEqual({ patientId: 3, toPredictDay: '20260401', predictDays: 5 });
    expect(serviceRequest({ ...s, serviceIndex: 11 })).toEqual({
      call: 'POST /health/v1/liuQiYin',
      path: '/health/v1/liuQiYin',
      body: { patientId: 3, toDoDay: '2026-04-01', takeDays: 5 },
    });
    expect(serviceRequest({ ...s, serviceIndex: 10 }).body).toEqual({ patientId: 3, toDoDay: '2026-04-01', takeDays: 5, serviceIndex: 10 });
    expect(serviceRequest({ ...s, serviceIndex: 5 }).path).toBe('/health/v1/medicine');
    expect(serviceRequest({ ...s, useDays: null, serviceIndex: 4 }).body).toEqual({ patientId: 3, toDoDay: '2026-04-01' });
  });
});
