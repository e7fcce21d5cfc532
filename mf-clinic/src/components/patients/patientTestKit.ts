import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { sessionStore, userInfoAtom, type Patient, type UserInfo } from '@tcm/shared';
import { doctorRecord, patient, rowsOf } from '@tcm/shared/testing/fixtures';

/** Fixtures and steps the patient pages' tests share (imported by tests only). */

type User = ReturnType<typeof userEvent.setup>;

/** A man and a woman, as the API answers patients (sex '1' / '0'). */
export const ZHANG: Patient = patient({
  patientId: 1,
  name: '张三',
  sex: '1',
  phoneNo: '13700000001',
  birthday: '1980-05-01',
  lunarBirthday: '一九八〇年三月十七',
  liveArea: '浙江省杭州市西湖区',
  birthArea: '湖北省黄冈市蕲春县',
});

export const LI: Patient = patient({
  patientId: 2,
  name: '李秀英',
  sex: '0',
  phoneNo: '',
  birthday: '1955-10-03',
  lunarBirthday: '一九五五年八月十八',
  liveArea: '北京市北京市东城区',
  birthArea: '海外日本',
});

export { rowsOf };

/** Who is logged in: a certified doctor (may prescribe), an agent (reading A only) or an ordinary user. */
export function logInAs(who: 'doctor' | 'agent' | 'common'): UserInfo {
  const info: UserInfo = {
    user: { userId: 9, userName: '测试', phonenumber: '13800000006' },
    roles: who === 'doctor' ? ['doctor'] : who === 'agent' ? ['level1'] : ['common'],
    doctor: who === 'doctor' ? doctorRecord('0') : null,
    inheritor: 'N',
    prescription: who === 'common' ? 'N' : 'Y',
  };
  sessionStore.set(userInfoAtom, info);
  return info;
}

/** What a patient table (the picker, /Contact) shows in the 性别 cell of the patient's row. */
export async function sexShownFor(name: string): Promise<string | null | undefined> {
  const row = (await screen.findByText(name)).closest('tr');
  return row?.querySelector('td[data-label="性别"]')?.textContent;
}

export async function dialog() {
  return within(await screen.findByRole('dialog', { name: /患者$/ }));
}

/** Picks province, city, county in the index-th region cascader of the page (0 residence, 1 birth place). */
export async function pickRegion(user: User, index: number, names: string[]) {
  await user.click(screen.getAllByTestId('region-cascader')[index]);
  for (const name of names) {
    const options = await screen.findAllByText(name, { selector: '.arco-cascader-list-item-label, .arco-cascader-list-item-label *' });
    await user.click(options[options.length - 1]);
  }
}

/** A select of the birth date dialog: type the option (long virtual lists), click it. */
async function pickPart(user: User, label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  await user.keyboard(option);
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name: option }));
}

/**
 * Opens the birth date dialog from the patient form and confirms a day: the default (2000-06-15)
 * when nothing is given, else the given parts, in the lunar calendar when `lunar`.
 */
export async function pickBirthday(user: User, parts: { lunar?: boolean; year?: string; month?: string; day?: string } = {}) {
  await user.click(screen.getByRole('button', { name: /^出生日期 / }));
  const d = within(await screen.findByRole('dialog', { name: '选择出生日期' }));
  if (parts.lunar) await user.click(d.getByText('农历'));
  if (parts.year) await pickPart(user, '出生年份', parts.year);
  if (parts.month) await pickPart(user, '出生月份', parts.month);
  if (parts.day) await pickPart(user, '出生日期', parts.day);
  await user.click(d.getByRole('button', { name: '确定' }));
}
