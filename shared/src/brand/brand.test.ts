import { BRAND, copyrightLine } from '.';
import * as shared from '..';

describe('brand', () => {
  it('names the company and links the logo asset', () => {
    expect(BRAND).toEqual({
      name: '岐黄国医健康科技有限公司',
      shortName: '岐黄国医',
      slogan: '传承国医智慧 · 守护全家健康',
      // Images are a stub in jest; in the apps' builds this is the emitted asset's URL.
      logo: 'test-file-stub',
    });
  });

  it('writes the copyright line with the given year', () => {
    expect(copyrightLine(2031)).toBe('© 2031 岐黄国医健康科技有限公司 版权所有');
    expect(copyrightLine()).toBe(`© ${new Date().getFullYear()} 岐黄国医健康科技有限公司 版权所有`);
  });

  it('is exported from the package root', () => {
    expect(shared.BRAND).toBe(BRAND);
    expect(shared.copyrightLine).toBe(copyrightLine);
  });
});
