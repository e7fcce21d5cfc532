import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderRoutes } from '../test/renderWithRouter';
import { KeepAliveOutlet } from './KeepAliveOutlet';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {name}:{count}
    </button>
  );
}

const routes = [
  {
    element: <KeepAliveOutlet />,
    children: [
      { path: '/order', handle: { title: '我的订单', keepAlive: true }, element: <Counter name="订单" /> },
      { path: '/Contact', handle: { title: '我的患者' }, element: <Counter name="患者" /> },
    ],
  },
];

describe('keep-alive outlet', () => {
  it('keeps a keepAlive page (hidden) while away and restores its state on return', async () => {
    const { router } = renderRoutes(routes, '/order');
    fireEvent.click(screen.getByText('订单:0'));
    fireEvent.click(screen.getByText('订单:1'));

    await act(() => router.navigate('/Contact'));
    expect(screen.getByText('患者:0')).toBeVisible();
    expect(screen.getByText('订单:2', { selector: 'button' })).not.toBeVisible();

    await act(() => router.navigate('/order'));
    expect(screen.getByText('订单:2')).toBeVisible();
    expect(screen.queryByText(/患者/)).not.toBeInTheDocument();
  });

  it('does not keep an ordinary page', async () => {
    const { router } = renderRoutes(routes, '/Contact');
    fireEvent.click(screen.getByText('患者:0'));
    await act(() => router.navigate('/order'));
    await act(() => router.navigate('/Contact'));
    expect(screen.getByText('患者:0')).toBeInTheDocument();
  });
});
