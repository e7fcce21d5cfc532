import '@arco-design/web-react/es/_util/react-19-adapter';
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setImmediate } from 'node:timers';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionStore, userInfoAtom, type UserInfo } from '@tcm/shared';
import { requestsOf, respond } from '@tcm/shared/testing/calls';
import OrderPage from './pages/Order';
import { PRERENDERED_PATHS, renderPage } from './prerender';
import { deliveryRow, rxOrder } from './test/fixtures';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

// React's Node prerenderer schedules its work with setImmediate, which the jsdom environment hides.
Object.assign(globalThis, { setImmediate });

// At build time the prerenderer runs in a process of its own; here React's server and client renderers
// share Arco's context objects, which React's development build warns about. Nothing else is hidden.
// React's development build reports a mismatch of attributes (not only of content) here: it counts too.
const consoleError = console.error.bind(console);
const hydrationWarnings: string[] = [];
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  const message = String(args[0]);
  if (/hydrat/i.test(message)) hydrationWarnings.push(message);
  if (!message.includes('multiple renderers concurrently')) consoleError(...args);
});

const doctor: UserInfo = {
  user: { userId: 6, userName: '认证医生演示', phonenumber: '13800000006' },
  roles: ['doctor'],
  doctor: null,
  inheritor: 'N',
  prescription: 'Y',
};
const rows = <T,>(list: T[]) => ({ code: 200, msg: '', rows: list, total: list.length });
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  sessionStore.set(userInfoAtom, null);
});

test('/order is the page prerendered, the same in both variants', async () => {
  expect(PRERENDERED_PATHS).toEqual(['/order']);
  expect(await renderPage('/order')).toEqual(await renderPage('/order'));
});

test('/order: the order types, month, search and status tabs are in the markup, the list loading', async () => {
  const { head, body } = await renderPage('/order');
  expect(head).toBe('');
  expect(body).toContain('<h1>我的订单</h1>');
  expect(body).toMatch(/role="radiogroup" aria-label="订单类型".*开方订单.*配送订单/);
  expect(body).toContain('<input type="month" aria-label="月份" value=""/>');
  expect(body).toMatch(/<input id="tcm-orders-search" placeholder="患者姓名或手机号"/);
  expect(body).toMatch(/<button[^>]*><span>搜索<\/span><\/button>/);
  expect(body).toMatch(/role="tab" aria-selected="true"[^>]*><span[^>]*>全部</);
  expect(body).toContain('已取消');
  expect(body).toContain('arco-spin-loading');
  // Nobody's orders: they are read after hydration, for whoever is signed in.
  expect(body).not.toContain('tcm-orders__actions');
});

test('/order hydrates without a mismatch for a signed-in doctor, then reads the orders, switches tabs and searches', async () => {
  respond({
    'GET /health/v1/prescription/order': (q: { keyWord?: string }) => rows(q.keyWord ? [rxOrder({ patientName: '李四' })] : [rxOrder()]),
    'GET /delivery/order/list': rows([deliveryRow()]),
  });
  const { body } = await renderPage('/order');
  sessionStore.set(userInfoAtom, doctor);
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.append(container);
  const search = container.querySelector('input#tcm-orders-search');
  const complaints: unknown[] = hydrationWarnings;
  hydrationWarnings.length = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/order',
        element: (
          <ConfigProvider locale={zhCN}>
            <OrderPage />
          </ConfigProvider>
        ),
      },
    ],
    { initialEntries: ['/order'] },
  );
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => complaints.push(error) });
  });
  expect(complaints).toEqual([]);
  expect(container.querySelector('input#tcm-orders-search')).toBe(search);

  expect(await screen.findByText('王小明')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('患者姓名或手机号'), { target: { value: '李四' } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(await screen.findByText('李四')).toBeInTheDocument();
  expect(requestsOf('GET /health/v1/prescription/order').at(-1)).toMatchObject({ keyWord: '李四' });

  fireEvent.click(within(screen.getByRole('radiogroup', { name: '订单类型' })).getByText('配送订单'));
  await waitFor(() => expect(requestsOf('GET /delivery/order/list')).toHaveLength(1));
});
