import type { Doctor, DoctorStatus, UserInfo } from '../contract';
import { guardDecision, prescriptionEntryDecision } from './guard';

const info = (prescription: 'Y' | 'N', status?: DoctorStatus): Pick<UserInfo, 'prescription' | 'doctor'> => ({
  prescription,
  doctor: status === undefined ? null : ({ status } as Doctor),
});

describe('route guard (spec 1 §6)', () => {
  it('lets anyone through a public route', () => {
    expect(guardDecision('public', false, null)).toEqual({ allow: true });
  });

  it('sends a visitor of a login route to /Login, remembering where they were going', () => {
    expect(guardDecision('login', false, null, '/address?mode=1')).toEqual({
      allow: false,
      redirect: '/Login?redirect=%2Faddress%3Fmode%3D1',
    });
    expect(guardDecision('prescriber', false, null)).toEqual({ allow: false, redirect: '/Login' });
  });

  it('lets a logged-in user through a login route', () => {
    expect(guardDecision('login', true, info('N'))).toEqual({ allow: true });
  });

  it('opens /addPrescriptionContact only with the prescription flag Y', () => {
    expect(guardDecision('prescriber', true, info('Y', '0'))).toEqual({ allow: true });
  });

  it.each([
    [undefined, '/apply'],
    ['0', '/apply'],
    ['1', '/apply'],
    ['2', '/apply'],
    ['3', '/apply'],
    ['4', '/applying'],
    ['5', '/applying'],
  ] as Array<[DoctorStatus | undefined, string]>)('without the flag, doctor status %s goes to %s', (status, redirect) => {
    expect(prescriptionEntryDecision(info('N', status))).toEqual({ allow: false, redirect });
  });

  it('treats an unloaded account as having no doctor record', () => {
    expect(prescriptionEntryDecision(null)).toEqual({ allow: false, redirect: '/apply' });
  });
});
