import fs from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { notePreviews } from '../remotes/canary';
import { endPreview } from '../remotes/preview';
import { renderWithRouter } from '../test/renderWithRouter';
import { BareLayout } from './BareLayout';
import { MainLayout } from './MainLayout';
import { PreviewBannerSlot } from './PreviewBannerSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../remotes/preview', () => ({ ...jest.requireActual<typeof import('../remotes/preview')>('../remotes/preview'), endPreview: jest.fn() }));

const RELEASE = 'clinic@1.0.0+ff81e5f7be';

afterEach(() => {
  notePreviews([]);
  jest.mocked(endPreview).mockClear();
});

const banner = () => screen.findByRole('region', { name: '版本预览' });

describe('版本预览 banner', () => {
  it('is absent when the boot noted no preview', () => {
    const { container } = render(<PreviewBannerSlot />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the release, says it holds for this tab only, and offers 退出预览, a focusable button that ends the preview', async () => {
    notePreviews([{ request: RELEASE, status: 'running' }]);
    render(<PreviewBannerSlot />);
    const bar = await banner();
    expect(bar).toHaveTextContent(`正在预览 ${RELEASE}`);
    expect(bar).toHaveTextContent('仅对本标签页有效');
    const exit = within(bar).getByRole('button', { name: '退出预览' });
    exit.focus();
    expect(exit).toHaveFocus();
    fireEvent.click(exit);
    expect(endPreview).toHaveBeenCalledTimes(1);
  });

  it('says in Chinese when the asked-for release does not exist, cannot be read, or the value is junk (never echoing it)', async () => {
    notePreviews([
      { request: 'clinic@9.9.9+nope', status: 'missing' },
      { request: 'account@1.0.0', status: 'unreadable' },
      { request: '', status: 'malformed' },
    ]);
    render(<PreviewBannerSlot />);
    const items = within(await banner()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '预览版本 clinic@9.9.9+nope 不存在，已使用线上版本',
      '预览版本 account@1.0.0 暂时无法读取，已使用线上版本',
      '预览参数无效（应为 应用@版本，如 clinic@1.0.0+ff81e5f7be），已使用线上版本',
    ]);
  });

  it('is at the top of every page: the main layout (above the top bar) and the bare one', async () => {
    notePreviews([{ request: RELEASE, status: 'running' }]);
    renderWithRouter(<MainLayout>页面</MainLayout>, '/News');
    const bar = await banner();
    expect(bar.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    render(<BareLayout>登录页</BareLayout>);
    expect((await banner()).parentElement).toHaveClass('shell-bare');
  });

  it('is not in the prerendered markup, so a prerendered page hydrates as it was rendered', () => {
    notePreviews([{ request: RELEASE, status: 'running' }]);
    expect(renderToString(<PreviewBannerSlot />)).toBe('');
  });

  it('has a thumb-sized button and wraps instead of widening a 360 px page', () => {
    // jsdom applies no stylesheet: the rules are checked as written; the e2e journey measures them.
    const css = fs.readFileSync(path.join(__dirname, 'previewBanner.css'), 'utf8');
    const rule = (selector: string) => new RegExp(`\\n${selector.replace(/[.]/g, '\\.')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(rule('.preview-banner')).toMatch(/flex-wrap: wrap;/);
    expect(rule('.preview-banner__notes')).toMatch(/min-width: 0;[\s\S]*overflow-wrap: anywhere;/);
    expect(rule('.preview-banner__exit')).toMatch(/min-height: 44px;/);
  });
});
