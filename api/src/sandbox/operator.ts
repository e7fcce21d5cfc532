import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { bodyOf, fieldsOf, text } from '../http/input';
import { BizError } from '../http/errors';
import { approveDoctor, createInvitation, listApplications, rejectDoctor, type Application } from '../operator';

/**
 * The operator verbs over HTTP, sandbox only: lets the CLI (--api) and e2e tests act as the back
 * office while the server owns the PGlite folder. Sandbox already exposes every SMS code, so this
 * adds no new power there; outside sandbox it does not exist.
 */
export function operatorRoutes(app: FastifyInstance, ctx: Ctx): void {
  const run = async <T>(fn: () => Promise<T>) => {
    try {
      return { code: 200, msg: '操作成功', data: await fn() };
    } catch (error) {
      throw new BizError((error as Error).message);
    }
  };
  app.post('/operator/approve-doctor', async (req) => run(() => approveDoctor(ctx.db, text(bodyOf(req), 'phone'), ctx.now())));
  app.post('/operator/reject-doctor', async (req) =>
    run(() => rejectDoctor(ctx.db, text(bodyOf(req), 'phone'), text(bodyOf(req), 'remark'), ctx.now())),
  );
  app.get('/operator/applications', async (req) => {
    const status = text(fieldsOf(req.query), 'status');
    return run(() => listApplications(ctx.db, status ? (status.split(',') as Application['status'][]) : undefined));
  });
  app.post('/operator/invitations', async (req) => {
    const b = bodyOf(req);
    return run(() =>
      createInvitation(
        ctx.db,
        {
          role: text(b, 'role'),
          phone: text(b, 'phone'),
          inviteName: text(b, 'inviteName'),
          sponsor: text(b, 'sponsor') || '运营管理员',
          deptName: text(b, 'deptName') || '岐黄中医馆',
          inviteId: text(b, 'inviteId') || undefined,
        },
        ctx.now(),
      ),
    );
  });
}
