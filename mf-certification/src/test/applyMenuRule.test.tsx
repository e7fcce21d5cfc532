import { screen } from '@testing-library/react';
import { applyMenuTarget, DOCTOR_STATUS, type DoctorStatus } from '@tcm/shared';
import { makeDoctor, makeUserInfo } from './fixtures';
import { renderRoute } from './renderRoute';
import { useSharedMocks } from './sharedMocks';
import ApplyPage from '../pages/Apply';
import ApplyingPage from '../pages/Applying';

jest.mock('@tcm/shared', () => require('./sharedMocks').mockedShared());

/**
 * The shell's 医生认证 menu entry leads to /apply with no doctor record or status 3, else to
 * /applying (spec 1 §2.2, spec 3 §2.7; applyMenuTarget). Whatever page the menu opens must serve
 * that user, and the other page must lead back to it: checked for every doctor status against the
 * shell's own rule, so the pages and the menu cannot disagree.
 */
const shared = useSharedMocks();

/** Who may send an application (spec 3 §4; the API refuses 0, 1, 2 and 4). */
const MAY_APPLY: (DoctorStatus | null)[] = [null, '3', '5'];

const CASES: [string, DoctorStatus | null][] = [
  ['no doctor record', null],
  ...(['0', '1', '2', '3', '4', '5'] as const).map((s): [string, DoctorStatus] => [`status ${s} (${DOCTOR_STATUS[s].text})`, s]),
];

describe.each(CASES)('%s', (_label, status) => {
  const target = applyMenuTarget(status ? makeDoctor(status) : null);
  beforeEach(() => (status ? shared.asDoctor(status, { remark: '审核意见示例' }) : shared.signIn(makeUserInfo())));

  it(`/apply shows the form only to someone who may apply, else leads to /applying`, async () => {
    const page = renderRoute('/apply', ApplyPage);
    const form = screen.queryByRole('form', { name: '医生认证申请表' });
    if (MAY_APPLY.includes(status)) {
      expect(form).toBeInTheDocument();
    } else {
      expect(form).not.toBeInTheDocument();
      expect(await page.follow(/查看(认证状态|审核进度)/)).toBe('/applying');
    }
  });

  it(`/applying shows the status, or leads to /apply where the menu would`, async () => {
    const page = renderRoute('/applying', ApplyingPage);
    if (status) expect(screen.getByTestId('doctor-status')).toHaveTextContent(DOCTOR_STATUS[status].text);
    if (status === '5') expect(screen.getByTestId('doctor-remark')).toHaveTextContent('审核意见示例');
    if (target === '/apply') expect(await page.follow(/去申请认证|去上传资料/)).toBe('/apply');
  });

  it(`the menu's target (${target}) is the page that serves this user`, () => {
    if (target === '/apply') {
      renderRoute('/apply', ApplyPage);
      expect(screen.getByRole('form', { name: '医生认证申请表' })).toBeInTheDocument();
    } else {
      renderRoute('/applying', ApplyingPage);
      expect(screen.getByTestId('doctor-status')).toHaveTextContent(DOCTOR_STATUS[status as DoctorStatus].text);
    }
  });
});
