import type { AvatarGroup } from '@tcm/shared/core';
import admin from '../assets/avatar-admin.svg';
import agent from '../assets/avatar-agent.svg';
import common from '../assets/avatar-common.svg';
import doctor from '../assets/avatar-doctor.svg';
import hospital from '../assets/avatar-hospital.svg';

/** One picture per role group (spec 1 §2.2: avatars differ per role group). */
export const AVATARS: Record<AvatarGroup, string> = { admin, agent, hospital, doctor, common };
