import { render, screen } from '@testing-library/react';
import { StatusResult } from './StatusResult';

it("draws Arco's Result markup: the status colour, its icon, title, subtitle and actions", () => {
  const { container } = render(<StatusResult status="warning" title="出错了" subTitle="请稍后重试" extra={<button>重试</button>} data-testid="panel" />);
  const panel = screen.getByTestId('panel');
  expect(panel).toHaveClass('arco-result', 'arco-result-is-warning');
  expect(container.querySelector('.arco-result-icon-tip.arco-result-icon-warning svg.arco-icon-exclamation')).not.toBeNull();
  expect(container.querySelector('.arco-result-title')).toHaveTextContent('出错了');
  expect(container.querySelector('.arco-result-subtitle')).toHaveTextContent('请稍后重试');
  expect(screen.getByRole('button', { name: '重试' }).closest('.arco-result-extra')).not.toBeNull();
});

it("shows a given icon instead of the status one; with no status it is Arco's custom icon", () => {
  const { container } = render(<StatusResult status={null} icon={<i data-testid="clock" />} title="审核中" />);
  expect(container.querySelector('.arco-result-icon-tip.arco-result-icon-custom [data-testid="clock"]')).not.toBeNull();
  expect(container.firstElementChild).not.toHaveClass('arco-result-is-null');
});

it('leaves out the parts it is not given', () => {
  const { container } = render(<StatusResult status="success" title="提交成功" />);
  expect(container.querySelector('.arco-icon-check')).not.toBeNull();
  expect(container.querySelector('.arco-result-subtitle, .arco-result-extra, .arco-result-content')).toBeNull();
});
