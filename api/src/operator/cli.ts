import path from 'node:path';
import { openDb, type Db } from '../platform/db';
import { connectDomains } from '../wiring';
import { migrate } from '../platform/db/migrate';
import { OPERATOR_TOKEN_HEADER } from '../platform/http/operatorBoundary';
import {
  approveDoctor,
  createInvitation,
  INVITE_ROLES,
  listApplications,
  reconcile,
  rejectDoctor,
  ORDER_VERBS,
  runOrderVerb,
  type Application,
  type Discrepancy,
  type OrderVerb,
} from './index';

/**
 * Operator commands: what the external back office would do.
 *   npm run operator -w @tcm/api -- <verb> [...] [--data-dir DIR] [--api URL [--token T]]
 * Database: DATABASE_URL, else --data-dir / DATA_DIR, else <repo>/.data/api (PGlite; the API must
 * be stopped, since PGlite is single-process). --api URL talks to a running sandbox API instead; from
 * another machine that needs the operator token the API printed at start (--token, else
 * OPERATOR_TOKEN), sent as X-Operator-Token.
 */
const USAGE = `用法: npm run operator -w @tcm/api -- <命令> [参数] [--data-dir 目录 | --api http://localhost:3100 [--token 运维口令]]
  approve-doctor <手机号>                      审核通过（状态 4 → 0）
  reject-doctor <手机号> --remark "原因"        审核不通过（状态 4 → 5）
  list-applications [--status 4]              医生认证申请列表
  create-invite --role doctor|level1|level2|hospital_admin|admin --phone <手机号> --name <姓名>
                [--sponsor 邀请人] [--dept 机构]   新建邀请（打印随机编号的邀请链接）
  pay-order <订单编号>                         沙箱收银：支付待支付的配送订单（0/99 → 1，超时则拒绝）
  fail-payment <订单编号>                      沙箱收银：记录一次支付失败（0 → 99，可重新支付）
  ship-order <订单编号>                        调配、煎制并发货（1 → 2 → 3 → 4，生成快递公司与单号）
  advance-express <订单编号>                   物流前进一站（已发货的订单）
  deliver-order <订单编号>                     确认签收（4 → 5）
  expire-order <订单编号>                      按超时取消未支付的订单（0/99 → -1）
  cancel-order <订单编号>                      取消未支付的订单（0/99 → -2）
  reject-order <订单编号>                      处方审核未通过，取消并退款（1/2 → -4）
  out-of-stock <订单编号>                      药材缺货，取消并退款（1/2 → -5）
  return-parcel <订单编号>                     无法配送，包裹退回（4 → -6）
  reconcile                                   对账：列出已付金额与支付流水不一致的订单（有则退出码 1）
  --api 访问非本机的沙箱 API 时需要运维口令：--token，或环境变量 OPERATOR_TOKEN（npm start 启动时打印）`;

interface Args {
  verb: string;
  positional: string[];
  flags: Record<string, string>;
}

export function parseArgs(argv: string[]): Args {
  const [verb = '', ...rest] = argv;
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) flags[a.slice(2, eq)] = a.slice(eq + 1);
      else flags[a.slice(2)] = rest[++i] ?? '';
    } else positional.push(a);
  }
  return { verb, positional, flags };
}

/** The same verbs through a running sandbox API (/sandbox/operator/*), with the operator token if one is known. */
async function viaApi(base: string, args: Args, token = args.flags.token || process.env.OPERATOR_TOKEN || ''): Promise<unknown> {
  const auth: Record<string, string> = token ? { [OPERATOR_TOKEN_HEADER]: token } : {};
  const post = async (p: string, body: unknown) => {
    const res = await fetch(new URL(p, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify(body),
    });
    return res.json() as Promise<{ code: number; msg?: string; data?: unknown }>;
  };
  let out: { code: number; msg?: string; data?: unknown };
  switch (args.verb) {
    case 'approve-doctor':
      out = await post('/sandbox/operator/approve-doctor', { phone: args.positional[0] });
      break;
    case 'reject-doctor':
      out = await post('/sandbox/operator/reject-doctor', { phone: args.positional[0], remark: args.flags.remark ?? '' });
      break;
    case 'list-applications': {
      const url = new URL('/sandbox/operator/applications', base);
      if (args.flags.status) url.searchParams.set('status', args.flags.status);
      out = (await (await fetch(url, { headers: auth })).json()) as typeof out;
      break;
    }
    case 'create-invite':
      out = await post('/sandbox/operator/invitations', inviteFrom(args));
      break;
    case 'reconcile':
      out = (await (await fetch(new URL('/sandbox/operator/reconcile', base), { headers: auth })).json()) as typeof out;
      break;
    default:
      if (!(ORDER_VERBS as readonly string[]).includes(args.verb)) throw new Error(USAGE);
      out = await post(`/sandbox/operator/orders/${args.verb}`, { orderId: args.positional[0] ?? '' });
  }
  if (out.code !== 200) throw new Error(out.msg || `failed (${out.code})`);
  return out.data;
}

function inviteFrom(args: Args) {
  // Invitation links open to whoever holds them: their ids are random, never chosen (only seeds are readable).
  if (args.flags.id !== undefined) throw new Error('--id 已不再支持：邀请编号由系统随机生成');
  return {
    role: args.flags.role ?? '',
    phone: args.flags.phone ?? '',
    inviteName: args.flags.name ?? '',
    sponsor: args.flags.sponsor ?? '运营管理员',
    deptName: args.flags.dept ?? '岐黄中医馆',
  };
}

async function direct(db: Db, args: Args): Promise<unknown> {
  const phone = args.positional[0] ?? '';
  switch (args.verb) {
    case 'approve-doctor':
      await approveDoctor(db, phone);
      return `${phone}: 审核通过（认证医生）`;
    case 'reject-doctor':
      await rejectDoctor(db, phone, args.flags.remark ?? '');
      return `${phone}: 审核不通过（${args.flags.remark}）`;
    case 'list-applications':
      return listApplications(db, args.flags.status ? (args.flags.status.split(',') as Application['status'][]) : undefined);
    case 'create-invite': {
      const inv = inviteFrom(args);
      if (!INVITE_ROLES[inv.role]) throw new Error(`--role must be one of ${Object.keys(INVITE_ROLES).join(', ')}`);
      return createInvitation(db, inv, new Date());
    }
    case 'reconcile':
      return { reconcile: await reconcile(db) };
    default:
      if (!(ORDER_VERBS as readonly string[]).includes(args.verb)) throw new Error(USAGE);
      return runOrderVerb(db, args.verb as OrderVerb, args.positional[0] ?? '', new Date());
  }
}

/** reconcile's answer: the disagreeing orders, or a line saying there are none. */
const isReconcile = (result: unknown): result is { reconcile: Discrepancy[] } => !!result && typeof result === 'object' && 'reconcile' in result;

function print(result: unknown): void {
  if (isReconcile(result)) {
    if (result.reconcile.length === 0) console.log('对账完成：所有订单的已付金额与支付流水一致');
    else console.table(result.reconcile);
  } else if (Array.isArray(result)) {
    if (result.length === 0) console.log('（无）');
    else console.table(result);
  } else if (result && typeof result === 'object' && 'inviteId' in result) {
    const r = result as { inviteId: string; securityNo: string };
    console.log(`邀请已创建: ${r.inviteId}\n邀请链接: /Invite?inviteId=${encodeURIComponent(r.inviteId)}`);
  } else console.log(result);
}

/** A reconcile that found disagreements fails the command (scripts and CI can act on it). */
const disagrees = (result: unknown) => isReconcile(result) && result.reconcile.length > 0;

export async function runCli(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (!args.verb || args.verb === 'help' || args.flags.help !== undefined) {
    console.log(USAGE);
    return args.verb ? 0 : 1;
  }
  try {
    if (args.flags.api) {
      const result = await viaApi(args.flags.api, args);
      print(result);
      return disagrees(result) ? 1 : 0;
    }
    const repoRoot = path.resolve(__dirname, '../../..');
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDir = args.flags['data-dir'] || process.env.DATA_DIR || path.join(repoRoot, '.data/api');
    connectDomains();
    const db = await openDb({ databaseUrl, dataDir });
    try {
      await migrate(db);
      const result = await direct(db, args);
      print(result);
      return disagrees(result) ? 1 : 0;
    } finally {
      await db.close();
    }
  } catch (error) {
    console.error(`错误: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) {
  void runCli(process.argv.slice(2)).then((code) => process.exit(code));
}
