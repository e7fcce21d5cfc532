import { call } from '@tcm/shared/core';
import { screen } from '@testing-library/react';
import { renderWithRouter } from '../test/renderWithRouter';
import { ClassPage } from './ClassPage';

jest.mock('@tcm/shared/core', () => ({ ...jest.requireActual<typeof import('@tcm/shared/core')>('@tcm/shared/core'), call: jest.fn() }));

describe('learning hall', () => {
  it('shows the fixed list of nine course titles without making the course call (spec 1 §2.4)', () => {
    renderWithRouter(<ClassPage />);
    const titles = screen.getAllByTestId('course').map((card) => card.querySelector('h3')?.textContent);
    expect(titles).toHaveLength(9);
    expect(new Set(titles).size).toBe(9);
    expect(titles[0]).toBe('《黄帝内经》养生智慧精讲');
    expect(call).not.toHaveBeenCalled();
  });
});
