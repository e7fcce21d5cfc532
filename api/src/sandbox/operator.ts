import type { FastifyInstance } from 'fastify';
import type { CashierCtx } from '../cashier/context';
import { field } from '../platform/http/input';
import { endpoint } from '../platform/http/route';
import { BizError } from '../platform/http/errors';
import { approveDoctor, createInvitation, listApplications, reconcile, rejectDoctor, ORDER_VERBS, runOrderVerb, type Application } from '../operator';
import { operatorOnlyHook } from '../platform/http/operatorBoundary';

/**
 * The operator verbs over HTTP, sandbox only: lets the CLI (--api) and e2e tests act as the back
 * office while the server owns the PGlite folder. Like reading SMS codes, they answer only to this
 * machine or to the start's operator token (boundary.ts): anyone else gets 403 before the input is
 * even read. Outside sandbox they do not exist.
 */
export function operatorRoutes(app: FastifyInstance, ctx: CashierCtx): void {
  // Its own scope, so the gate covers these routes and not the provider pages beside them.
  void app.register(async (ops) => {
    ops.addHook('onRequest', operatorOnlyHook(ctx));
    operatorVerbs(ops, ctx);
  });
}

function operatorVerbs(app: FastifyInstance, ctx: CashierCtx): void {
  const run = async <T>(fn: () => Promise<T>) => {
    try {
      return { code: 200, msg: '操作成功', data: await fn() };
    } catch (error) {
      throw new BizError((error as Error).message);
    }
  };
  const phone = () => field.text('手机号', 32, '13800000007');
  endpoint(app, 'POST', '/operator/approve-doctor', { body: { phone: phone() } }, async ({ body }) => run(() => approveDoctor(ctx.db, body.phone, ctx.now())));
  endpoint(app, 'POST', '/operator/reject-doctor', { body: { phone: phone(), remark: field.note('审核意见', 200) } }, async ({ body }) =>
    run(() => rejectDoctor(ctx.db, body.phone, body.remark, ctx.now())),
  );
  endpoint(app, 'GET', '/operator/applications', { query: { status: field.text('状态', 32) } }, async ({ query }) =>
    run(() => listApplications(ctx.db, query.status ? (query.status.split(',') as Application['status'][]) : undefined)),
  );
  const invitationBody = {
    role: field.oneOf('角色', ['doctor', 'level1', 'level2', 'hospital_admin', 'admin']),
    phone: phone(),
    inviteName: field.text('被邀请人姓名', 50, '张仲景'),
    sponsor: field.text('邀请人', 50),
    deptName: field.text('机构名称', 100),
  };
  endpoint(app, 'POST', '/operator/invitations', { body: invitationBody }, async ({ body: b }) =>
    run(() =>
      createInvitation(
        ctx.db,
        {
          role: b.role,
          phone: b.phone,
          inviteName: b.inviteName,
          sponsor: b.sponsor || '运营管理员',
          deptName: b.deptName || '岐黄中医馆',
        },
        ctx.now(),
      ),
    ),
  );
  // The cashier's reconciliation (api/README.md "Cashier"): the orders whose money and ledger disagree.
  endpoint(app, 'GET', '/operator/reconcile', {}, async () => run(async () => ({ reconcile: await reconcile(ctx.db) })));
  // The delivery order's back office (api/README.md "Commerce"): one route per verb, same answers as the CLI.
  for (const verb of ORDER_VERBS) {
    endpoint(app, 'POST', `/operator/orders/${verb}`, { body: { orderId: field.text('订单编号', 20, 'DO00000001') } }, async ({ body }) =>
      run(() => runOrderVerb(ctx.db, verb, body.orderId, ctx.now())),
    );
  }
}
