import { setImmediate } from 'node:timers';
import { COMPANY } from '../config/company';
import { REMOTE_PAGE_SLOT } from '@tcm/shared/routes';
import { PRERENDERED_PATHS, renderPage, renderRemoteFrame } from './server';
import type { PrerenderData } from './prerenderData';

// React's Node prerenderer schedules its work with setImmediate, which the jsdom environment hides.
Object.assign(globalThis, { setImmediate });

const data: PrerenderData = {
  carousel: [{ imageUrl: '/api/assets/banners/banner-1.svg' }, { imageUrl: '/api/assets/banners/banner-2.svg' }],
  notices: [{ noticeType: 1, noticeContent: '小雪节气养生：温补肾阳' }],
  news: {
    rows: [
      { infoTitle: '国家中医药管理局发布中医药振兴发展重大工程实施方案', infoUrl: 'https://www.natcm.gov.cn/', createTime: '2026-11-23 10:00:00' },
      { infoTitle: '不安全的链接', infoUrl: 'javascript:alert(1)', createTime: '2026-11-20 10:00:00' },
    ],
    total: 2,
  },
};

test('the public pages of the shell are the ones prerendered', () => {
  expect(PRERENDERED_PATHS).toEqual(['/', '/Product', '/Class', '/News', '/About', '/Partner', '/protocol']);
});

test('the home page carries its first picture, the notices and the services; no login button and no ribbon', async () => {
  const { html, title } = await renderPage('/', { sandbox: false, data });
  expect(title).toBe(COMPANY.homeTitle);
  expect(html).toContain('src="/api/assets/banners/banner-1.svg"');
  expect(html).toMatch(/<link rel="preload" as="image" href="\/api\/assets\/banners\/banner-1.svg" fetchPriority="high"\/>/);
  expect(html).toContain('小雪节气养生：温补肾阳');
  expect(html).toContain('中医服务');
  expect(html).toContain('data-testid="account-slot"></span>');
  expect(html).not.toContain('登录');
  expect(html).not.toContain('演示环境');
});

test('the sandbox variant has the 演示环境 ribbon, part of the layout', async () => {
  const { html } = await renderPage('/Product', { sandbox: true, data });
  expect(html).toContain('演示环境');
});

test('news: the first page as the API answered it, only http(s) links followed, titled by the route', async () => {
  const { html, title } = await renderPage('/News', { sandbox: false, data });
  expect(title).toMatch(/^新闻资讯 - /);
  expect(html).toContain('href="https://www.natcm.gov.cn/"');
  expect(html).toContain('不安全的链接');
  expect(html).not.toContain('javascript:');
});

test('a page that is not public is refused', async () => {
  await expect(renderPage('/AboutUsers', { sandbox: false, data })).rejects.toThrow(/not a public shell page/);
});

test("a remote page's frame: the layout around the slot, inside the boundary React hydrates the page in", async () => {
  const bare = await renderRemoteFrame('bare', { sandbox: false });
  expect(bare).toContain(`<div class="shell-bare"><!--&--><!--$-->${REMOTE_PAGE_SLOT}<!--/$--><!--/&--></div>`);
  expect(bare).not.toContain('演示环境');
  const main = await renderRemoteFrame('main', { sandbox: true });
  expect(main).toMatch(
    new RegExp(`<header class="shell-header">[\\s\\S]*<!--&--><!--\\$-->${REMOTE_PAGE_SLOT}<!--/\\$-->[\\s\\S]*<footer class="shell-footer">`),
  );
  expect(main).toContain('演示环境');
});

test('a kept remote page (/order) hydrates into the same frame as any other', async () => {
  for (const layout of ['main', 'bare'] as const) {
    expect(await renderRemoteFrame(layout, { sandbox: false, keepAlive: true })).toBe(await renderRemoteFrame(layout, { sandbox: false }));
  }
});
