import { screen } from '@testing-library/react';
import { BRAND } from '@tcm/shared';
import { renderRoute } from '../test/renderRoute';
import { AuthLayout } from './AuthLayout';

it('shows the shared brand: logo, name and slogan linking home, and the copyright line', () => {
  renderRoute(
    <AuthLayout title="欢迎登录" subtitle="副标题">
      <p>内容</p>
    </AuthLayout>,
    { path: '/Login' },
  );
  const home = screen.getByRole('link', { name: '岐黄国医健康科技有限公司首页' });
  expect(home).toHaveAttribute('href', '/');
  expect(home.querySelector('img')).toHaveAttribute('src', BRAND.logo);
  expect(home).toHaveTextContent(BRAND.slogan);
  expect(screen.getByRole('heading', { level: 1, name: '欢迎登录' })).toBeInTheDocument();
  expect(screen.getByRole('main', { name: '欢迎登录' })).toHaveTextContent('内容');
  expect(screen.getByText(`© ${new Date().getFullYear()} 岐黄国医健康科技有限公司 版权所有`)).toBeInTheDocument();
});
