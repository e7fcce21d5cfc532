import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { portalConfigAtom, sessionStore } from '@tcm/shared/core';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App';
import { SandboxRibbon } from './SandboxRibbon';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const config = sessionStore.get(portalConfigAtom);
const setSandbox = (sandbox: boolean) => act(() => sessionStore.set(portalConfigAtom, { ...config, sandbox }));
afterEach(() => setSandbox(false));

describe('演示环境 ribbon', () => {
  it('is absent unless the API runs in sandbox mode', () => {
    const { container } = render(<SandboxRibbon />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says 演示环境 in text and to assistive technology, and what that means', () => {
    setSandbox(true);
    render(<SandboxRibbon />);
    const ribbon = screen.getByRole('note', { name: '演示环境' });
    expect(ribbon).toHaveTextContent('演示环境');
    expect(ribbon).toHaveTextContent('短信不会真实发送');
    expect(ribbon).toHaveTextContent('支付为模拟');
    // Nothing to click or focus: it only informs.
    expect(ribbon.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });

  it('follows the portal config the shell loads at boot', () => {
    render(<SandboxRibbon />);
    expect(screen.queryByRole('note', { name: '演示环境' })).not.toBeInTheDocument();
    setSandbox(true);
    expect(screen.getByRole('note', { name: '演示环境' })).toBeInTheDocument();
    setSandbox(false);
    expect(screen.queryByRole('note', { name: '演示环境' })).not.toBeInTheDocument();
  });

  it('is on every page: the app renders it first, outside the router', async () => {
    setSandbox(true);
    const router = createMemoryRouter([{ path: '*', element: <main>页面内容</main> }]);
    const { container } = render(<App router={router} />);
    const page = await screen.findByText('页面内容');
    const ribbon = screen.getByRole('note', { name: '演示环境' });
    expect(container.firstElementChild).toBe(ribbon);
    expect(ribbon.compareDocumentPosition(page) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('takes its own place (sticky, not fixed, nothing to intercept) and the top bar and layouts make room for it', () => {
    // jsdom applies no stylesheet, so the rules that keep it off the content are checked as written;
    // the screenshots at 360 px and 1440 px show them at work.
    const css = fs.readFileSync(path.join(__dirname, '../styles/theme.css'), 'utf8');
    const rule = (selector: string) => {
      const match = new RegExp(`(?:^|\\n)${selector.replace(/[.()]/g, '\\$&')} \\{([^}]*)\\}`).exec(css);
      if (!match) throw new Error(`no rule ${selector}`);
      return match[1];
    };
    expect(rule('.sandbox-ribbon')).toMatch(/position: sticky;/);
    expect(rule('.sandbox-ribbon')).toMatch(/pointer-events: none;/);
    expect(rule('.sandbox-ribbon')).toMatch(/height: var\(--tcm-ribbon-h, 24px\);/);
    expect(rule('body:has(.sandbox-ribbon)')).toMatch(/--tcm-ribbon-h: 24px;/);
    expect(rule('.shell-header')).toMatch(/position: sticky;\s+\/\*[^*]*\*\/\s+top: var\(--tcm-ribbon-h, 0px\);/);
    expect(rule('.shell-layout')).toMatch(/min-height: calc\(100vh - var\(--tcm-ribbon-h, 0px\)\);/);
    expect(rule('.shell-bare')).toMatch(/min-height: calc\(100vh - var\(--tcm-ribbon-h, 0px\)\);/);
  });
});
