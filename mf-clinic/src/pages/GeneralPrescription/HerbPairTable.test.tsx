import { render, screen } from '@testing-library/react';
import { HerbPairTable } from './HerbPairTable';

describe('HerbPairTable (通用方, two herbs a row)', () => {
  it("flags a toxic herb with the 药典's label, as the other herb tables do, and no other", () => {
    render(
      <HerbPairTable
        herbs={[
          { key: '桂枝', value: '9g', index: 1 },
          { key: '半夏', value: '9g', index: 2 },
          { key: '吴茱萸', value: '3g', index: 3 },
        ]}
      />,
    );
    const notes = screen.getAllByRole('note');
    expect(notes.map((n) => [n.closest('td')?.querySelector('.tcm-herb-pairs__herb')?.textContent, n.textContent])).toEqual([
      ['半夏', '有毒'],
      ['吴茱萸', '小毒'],
    ]);
  });
});
