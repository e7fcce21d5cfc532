/**
 * The pages `npm run bench` loads, and who is logged in for each. Ready elements are the page's first
 * usable control (shown, not asserted).
 */
import type { Visit } from './browser';
import { DEMO_DOCTOR, login } from './portal';

export const VISITS: Visit[] = [
  { login: false, steps: [{ name: '/', path: '/', ready: { css: '.service-card' } }] },
  { login: false, steps: [{ name: '/Login', path: '/Login', ready: { xpath: "//*[@role='tab'][contains(., '密码登录')]" } }] },
  {
    login: false,
    steps: [{ name: '/Invite', path: '/Invite?inviteId=INV-DOCTOR-001', ready: { xpath: "//button[contains(., '确认')]" } }],
  },
  {
    login: 'user',
    steps: [
      { name: '/apply', path: '/apply', ready: { css: 'input[placeholder="请输入真实姓名"]' } },
      { name: '/apply → /address', path: '/address', ready: { xpath: "//button[contains(., '新增地址')]" } },
      { name: '/address → /Contact', path: '/Contact', ready: { xpath: "//button[contains(., '新建患者')]" } },
    ],
  },
  // A clinic page opened directly (a link from a message): its remote's entry, routes and page at once.
  { login: 'user', steps: [{ name: '/Contact', path: '/Contact', ready: { xpath: "//button[contains(., '新建患者')]" } }] },
  // Commerce opened directly, then the cashier's code (opened without an order it shows its way back).
  {
    login: 'user',
    steps: [
      { name: '/order', path: '/order', ready: { xpath: "//*[@role='tab'][contains(., '待支付')]" } },
      { name: '/order → /wjtpay', path: '/wjtpay', ready: { xpath: "//button[contains(., '我的订单')]" } },
    ],
  },
  // Issue 34: what a doctor opens from WeChat or an SMS. The seeded doctor's latest prescription
  // ({visit}: resolved from the doctor's prescribing orders), and the cashier opened directly.
  {
    login: 'doctor',
    steps: [{ name: '/Prescription', path: '/Prescription?visitRecordId={visit}&patientId={patient}', ready: { xpath: "//button[contains(., '处方笺')]" } }],
  },
  { login: 'user', steps: [{ name: '/wjtpay', path: '/wjtpay', ready: { xpath: "//button[contains(., '我的订单')]" } }] },
];

/** The sessions the visits need, one login each: `user` the demo user, `doctor` the certified demo doctor. */
export async function sessionsFor(base: string, visits: Visit[], api: boolean): Promise<Partial<Record<'user' | 'doctor', string>>> {
  const out: Partial<Record<'user' | 'doctor', string>> = {};
  if (api || visits.some((v) => v.login === 'user')) out.user = await login(base);
  if (visits.some((v) => v.login === 'doctor')) out.doctor = await login(base, DEMO_DOCTOR);
  return out;
}

/** A prescribing order's status once paid (its statusDesc 已完成). */
const PAID = 1;

/**
 * A visit of the doctor's latest paid prescription: `{visit}` and `{patient}` filled from the doctor's
 * prescribing orders. Paid (status 1, 已完成), because an unpaid one's page is an error (请先完成支付:
 * 处方获取失败 and a toast), which is not the page a doctor opens from a link; the demo's newest is unpaid.
 */
export async function resolveVisitPaths(base: string, visits: Visit[], doctorToken: string | undefined): Promise<Visit[]> {
  if (!visits.some((v) => v.steps.some((s) => s.path.includes('{visit}')))) return visits;
  const res = await fetch(`${base}/api/health/v1/prescription/order?pageNum=1&pageSize=20`, { headers: { Authorization: `Bearer ${doctorToken}` } });
  const rows = ((await res.json()) as { rows?: { visitRecordId: number; patientId: number; status: number }[] }).rows ?? [];
  const row = rows.find((r) => r.status === PAID);
  if (!row) throw new Error(`${base}: the demo doctor has no paid prescription among the newest 20 to open (GET /api/health/v1/prescription/order)`);
  const fill = (p: string) => p.replace('{visit}', String(row.visitRecordId)).replace('{patient}', String(row.patientId));
  return visits.map((v) => ({ ...v, steps: v.steps.map((s) => ({ ...s, path: fill(s.path) })) }));
}
