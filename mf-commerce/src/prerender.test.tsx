import { hydratePrerendered } from '@tcm/shared/testing/hydratePrerendered';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, userInfoAtom, type UserInfo } from '@tcm/shared';
import { requestsOf, respond } from '@tcm/shared/testing/calls';
import OrderPage from './pages/Order';
import { PRERENDERED_PATHS, renderPage } from './prerender';
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

afterEach(() => sessionStore.set(userInfoAtom, null));

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
