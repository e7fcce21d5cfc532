import { notify, NOT_OPEN, NO_PRESCRIBING_RIGHT } from '@tcm/shared/core';
import { fireEvent, screen } from '@testing-library/react';
import { doctor, logIn, userInfo } from '../../test/fixtures';
import { currentUrl, renderWithRouter } from '../../test/renderWithRouter';
import { ServiceGrid } from './ServiceGrid';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const DRAFTS = ['contactList', 'consultInfo', 'submitData', 'visitRecordId'];

let error: jest.SpyInstance;
let info: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(notify, 'error').mockImplementation(() => undefined as never);
  info = jest.spyOn(notify, 'info').mockImplementation(() => undefined as never);
});
afterEach(() => jest.restoreAllMocks());

function clickEntry(index: number) {
  for (const key of DRAFTS) sessionStorage.setItem(key, '"draft"');
  sessionStorage.setItem('unrelated', 'kept');
  const view = renderWithRouter(<ServiceGrid />, '/');
  fireEvent.click(screen.getByTestId(`service-${index}`));
  for (const key of DRAFTS) expect(sessionStorage.getItem(key)).toBeNull();
  expect(sessionStorage.getItem('unrelated')).toBe('kept');
  return currentUrl(view.router);
}

const certified = () => userInfo(['doctor'], { doctor: doctor('0'), prescription: 'Y' });

describe('home service grid', () => {
  it('lists the nine entries with their titles', () => {
    renderWithRouter(<ServiceGrid />);
    for (const title of ['健康预测', '二十四节气通用方', '中药组方', '针灸', '自拟处方', '六气饮', '定制养生茶', '经络调理', '药食同源']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getAllByText('暂未开放')).toHaveLength(2);
  });

  it('names each entry by what it shows: its title, whether it is open, then its text', () => {
    renderWithRouter(<ServiceGrid />);
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByRole('button', { name: '健康预测 五运六气推演，预知体质走向' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^经络调理\s*暂未开放 疏通经络，调和气血$/ })).toBeInTheDocument();
  });

  describe('for a user with prescribing rights', () => {
    beforeEach(() => logIn(certified()));
    it.each([
      [1, '/addServiceContact?serviceIndex=1'],
      [4, '/addServiceContact?serviceIndex=4'],
      [6, '/addPrescriptionContact?mode=1&serviceIndex=6'],
      [-1, '/addPrescriptionContact?mode=1&serviceIndex=-1'],
      [8, '/addPrescriptionContact?mode=2'],
      [9, '/addServiceContact?serviceIndex=9'],
      [11, '/addServiceContact?serviceIndex=11'],
    ])('index %i clears the drafts and goes to %s', (index, target) => {
      expect(clickEntry(index)).toBe(target);
      expect(error).not.toHaveBeenCalled();
    });

    it.each([7, 10])('index %i clears the drafts and says the function is not open', (index) => {
      expect(clickEntry(index)).toBe('/');
      expect(info).toHaveBeenCalledWith(NOT_OPEN);
    });
  });

  it.each([
    ['an agent (level1)', ['level1']],
    ['an administrator', ['admin']],
  ])('reading A also grants %s the rights-checked entries', (_who, roles) => {
    logIn(userInfo(roles));
    expect(clickEntry(9)).toBe('/addServiceContact?serviceIndex=9');
  });

  describe('for a logged-in user without rights', () => {
    beforeEach(() => logIn(userInfo(['hospital_admin'])));
    it.each([6, -1, 8, 9, 11])('index %i shows 没有开方权限 and stays', (index) => {
      expect(clickEntry(index)).toBe('/');
      expect(error).toHaveBeenCalledWith(NO_PRESCRIBING_RIGHT);
    });
    it.each([1, 4])('index %i needs no rights', (index) => {
      expect(clickEntry(index)).toBe(`/addServiceContact?serviceIndex=${index}`);
    });
  });

  describe('for a visitor', () => {
    it.each([
      [6, '/addPrescriptionContact?mode=1&serviceIndex=6'],
      [-1, '/addPrescriptionContact?mode=1&serviceIndex=-1'],
      [8, '/addPrescriptionContact?mode=2'],
      [9, '/addServiceContact?serviceIndex=9'],
      [11, '/addServiceContact?serviceIndex=11'],
    ])('rights-checked index %i goes to log in and back, without a rights error', (index, target) => {
      expect(clickEntry(index)).toBe(`/Login?redirect=${encodeURIComponent(target)}`);
      expect(error).not.toHaveBeenCalled();
    });
    it.each([1, 4])('index %i navigates and leaves the login to the guard', (index) => {
      expect(clickEntry(index)).toBe(`/addServiceContact?serviceIndex=${index}`);
    });
    it.each([7, 10])('index %i still says the function is not open', (index) => {
      expect(clickEntry(index)).toBe('/');
      expect(info).toHaveBeenCalledWith(NOT_OPEN);
    });
  });
});
