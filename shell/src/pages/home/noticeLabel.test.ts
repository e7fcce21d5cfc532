import { noticeLabel } from './noticeLabel';

describe('notice label', () => {
  it.each([
    [2, '【公告】'],
    ['2', '【公告】'],
    [1, '【通知】'],
    ['1', '【通知】'],
    [0, '【通知】'],
    [3, '【通知】'],
    ['', '【通知】'],
    [null, '【通知】'],
    [undefined, '【通知】'],
  ])('noticeType %p shows %s', (type, label) => {
    expect(noticeLabel(type)).toBe(label);
  });
});
