import { screen } from '@testing-library/react';
import { BRAND } from '@tcm/shared';
import { renderPage } from '../test/renderPage';
import { AuthLayout, AuthNotice } from './AuthLayout';

it('shows the shared brand: logo, name and slogan linking home, and the copyright line', () => {
  renderPage(
    <AuthLayout title="欢迎登录" subtitle="副标题">
      <p>内容</p>
    </AuthLayout>,
    '/Login',
  );
  const home = screen.getByRole('link', { name: `${BRAND.name} ${BRAND.slogan} 首页` });
  expect(home).toHaveAttribute('href', '/');
  expect(home.querySelector('img')).toHaveAttribute('src', BRAND.logo);
  expect(home).toHaveTextContent(BRAND.slogan);
  expect(screen.getByRole('heading', { level: 1, name: '欢迎登录' })).toBeInTheDocument();
  expect(screen.getByRole('main', { name: '欢迎登录' })).toHaveTextContent('内容');
  expect(screen.getByText(`© ${new Date().getFullYear()} 岐黄国医健康科技有限公司 版权所有`)).toBeInTheDocument();
});

it('AuthNotice announces what happened and offers the one way on', () => {
  renderPage(
    <AuthNotice title="绑定手机号" linkTo="/Login" linkText="返回登录">
      未获取到扫码登录信息
    </AuthNotice>,
    '/Bind',
  );
  expect(screen.getByRole('heading', { level: 1, name: '绑定手机号' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('未获取到扫码登录信息');
  expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/Login');
});
