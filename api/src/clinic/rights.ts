import type { FastifyRequest } from 'fastify';
import { hasPrescriptionStartRight } from '@tcm/shared/rules';
import type { Ctx } from '../context';
import { requireUser, type SessionUser } from '../platform/http/sessions';
import { fail } from '../platform/http/errors';
import { MSG } from '../messages';
import { doctorRowOf, rolesOf, toDoctor } from '../users/repo';

/**
 * The logged-in user, who must hold the prescribing right, reading B of spec 2 §6 (admin,
 * superadmin, or a doctor whose status is '0'): the same rule the clinic pages apply
 * (hasPrescriptionStartRight), read afresh at every call, so a right withdrawn meanwhile counts.
 */
export async function requirePrescriber(ctx: Ctx, req: FastifyRequest): Promise<SessionUser> {
  const me = await requireUser(ctx, req);
  const roles = await rolesOf(ctx.db, me.userId);
  const doctor = await doctorRowOf(ctx.db, me.userId);
  if (!hasPrescriptionStartRight({ roles, doctor: doctor ? toDoctor(doctor) : null })) fail(MSG.noPrescribingRight);
  return me;
}

