import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadEmpty, LoadFailed, LoadingState } from './LoadStates';

describe('load states', () => {
  it('shows the loading text', () => {
    render(<LoadingState text="正在加载订单…" />);
    expect(screen.getByText('正在加载订单…')).toBeInTheDocument();
  });

  it('reads again on 重试', async () => {
    const onRetry = jest.fn();
    render(<LoadFailed text="处方信息加载失败" onRetry={onRetry} />);
    expect(screen.getByText('处方信息加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows an empty notice with its way on', () => {
    render(
      <LoadEmpty text="暂无订单">
        <button type="button">我的订单</button>
      </LoadEmpty>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('暂无订单');
    expect(screen.getByRole('button', { name: '我的订单' })).toBeInTheDocument();
  });
});
