import { hydratePrerendered } from '@tcm/shared/testing/hydratePrerendered';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { removeDraft, sessionStore, userInfoAtom, writeDraft, type UserInfo } from '@tcm/shared';
import { requestsOf, respond } from '@tcm/shared/testing/calls';
import OrderPage from './pages/Order';
import { PRERENDERED_PATHS, renderPage } from './prerender';
import WjtpayPage from './pages/Wjtpay';
import { table, unpaid } from './pages/Wjtpay/cashierTesting';
import { deliveryRow, rxOrder } from './test/fixtures';

jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());

const doctor: UserInfo = {
  user: { userId: 6, userName: '认证医生演示', phonenumber: '13800000006' },
  roles: ['doctor'],
  doctor: null,
  inheritor: 'N',
  prescription: 'Y',
};
const rows = <T,>(list: T[]) => ({ code: 200, msg: '', rows: list, total: list.length });

afterEach(() => {
  sessionStore.set(userInfoAtom, null);
  removeDraft('payOrder');
});

test('/order and /wjtpay are the pages prerendered, each the same in both variants', async () => {
  expect(PRERENDERED_PATHS).toEqual(['/order', '/wjtpay']);
  expect(await renderPage('/order')).toEqual(await renderPage('/order'));
  expect(await renderPage('/wjtpay')).toEqual(await renderPage('/wjtpay'));
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
  // The spinner alone: 暂无开方订单 only once the answer is empty.
  expect(body).not.toContain('暂无开方订单');
});

test('/order hydrates without a mismatch for a signed-in doctor, then reads the orders, switches tabs and searches', async () => {
  respond({
    'GET /health/v1/prescription/order': (q: { keyWord?: string }) => rows(q.keyWord ? [rxOrder({ patientName: '李四' })] : [rxOrder()]),
    'GET /delivery/order/list': rows([deliveryRow()]),
  });
  const { body } = await renderPage('/order');
  // The browser's session, which the build did not know.
  sessionStore.set(userInfoAtom, doctor);
  const { complaints, container, firstInput } = await hydratePrerendered(body, '/order', '/order', <OrderPage />);
  expect(complaints).toEqual([]);
  expect(container.querySelector('input')).toBe(firstInput);

  expect(await screen.findByText('王小明')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('患者姓名或手机号'), { target: { value: '李四' } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(await screen.findByText('李四')).toBeInTheDocument();
  expect(requestsOf('GET /health/v1/prescription/order').at(-1)).toMatchObject({ keyWord: '李四' });

  fireEvent.click(within(screen.getByRole('radiogroup', { name: '订单类型' })).getByText('配送订单'));
  await waitFor(() => expect(requestsOf('GET /delivery/order/list')).toHaveLength(1));
});

test("/wjtpay: 我的订单 and the order being read are in the markup, nobody's order", async () => {
  const { head, body } = await renderPage('/wjtpay');
  expect(head).toBe('');
  expect(body).toContain('<h1>收银台</h1>');
  expect(body).toMatch(/<div class="tcm-frame__actions"><button[^>]*><span>我的订单<\/span><\/button><\/div>/);
  expect(body).toContain('正在加载订单…');
  expect(body).not.toContain('立即支付');
  expect(body).not.toContain('没有待支付的订单');
});

test('/wjtpay hydrates without a mismatch, then shows the order this browser was paying', async () => {
  const order = unpaid({ payCountdown: Date.now() + 30 * 60_000 });
  respond(table({ 'GET /delivery/order/info/:orderId': { code: 200, msg: '', data: order } }));
  const { body } = await renderPage('/wjtpay');
  sessionStore.set(userInfoAtom, doctor);
  writeDraft('payOrder', order);
  const { complaints } = await hydratePrerendered(body, '/wjtpay', '/wjtpay', <WjtpayPage />);
  expect(complaints).toEqual([]);
  expect(await screen.findByTestId('amount')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '立即支付' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: '我的订单' })).toHaveLength(1);
});

test('/wjtpay hydrated without an order in this browser says so, 我的订单 still there', async () => {
  const { body } = await renderPage('/wjtpay');
  sessionStore.set(userInfoAtom, doctor);
  const { complaints } = await hydratePrerendered(body, '/wjtpay', '/wjtpay', <WjtpayPage />);
  expect(complaints).toEqual([]);
  expect(await screen.findByRole('alert')).toHaveTextContent('没有待支付的订单');
  expect(screen.getByRole('button', { name: '我的订单' })).toBeInTheDocument();
  expect(requestsOf('GET /delivery/order/info/:orderId')).toHaveLength(0);
});
