import type { FastifyRequest } from 'fastify';
import type { ServiceDef } from '@tcm/shared/clinic';
import { hasPrescriptionStartRight, hasServiceEntryRight } from '@tcm/shared/rules';
import type { PlatformCtx } from '../platform/context';
import { requireUser, type SessionUser } from '../platform/http/sessions';
import { fail } from '../platform/http/errors';
import { CLINIC_MSG } from './messages';
import { prescribers } from './ports';

/**
 * The logged-in user, who must hold the prescribing right, reading B of spec 2 §6 (admin,
 * superadmin, or a doctor whose status is '0'): the same rule the clinic pages apply
 * (hasPrescriptionStartRight), read afresh at every call, so a right withdrawn meanwhile counts.
 */
export async function requirePrescriber(ctx: PlatformCtx, req: FastifyRequest): Promise<SessionUser> {
  const me = await requireUser(ctx, req);
  if (!hasPrescriptionStartRight(await prescribers().rightsOf(ctx.db, me.userId))) fail(CLINIC_MSG.noPrescribingRight);
  return me;
}

/**
 * The logged-in user, who must hold the right a service needs (SERVICES[i].right): any logged-in
 * user, or the home grid's prescribing right, reading A (hasServiceEntryRight), read afresh at
 * every call.
 */
export async function requireServiceRight(ctx: PlatformCtx, req: FastifyRequest, service: ServiceDef): Promise<SessionUser> {
  const me = await requireUser(ctx, req);
  if (service.right === 'prescriber') {
    if (!hasServiceEntryRight(await prescribers().rightsOf(ctx.db, me.userId))) fail(CLINIC_MSG.noPrescribingRight);
  }
  return me;
}
