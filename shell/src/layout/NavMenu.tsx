import { Menu } from '@arco-design/web-react';
import { useUserInfo } from '@tcm/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { prefetchPath } from '../remotes/prefetch';
import { navItems, selectedNavKey } from './navItems';

export function NavMenu() {
  const userInfo = useUserInfo();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = navItems(userInfo);
  const selected = selectedNavKey(pathname, items);
  return (
    <nav className="shell-nav" aria-label="主导航">
      <Menu
        mode="horizontal"
        className="shell-nav__menu"
        selectedKeys={selected ? [selected] : []}
        onClickMenuItem={(key) => {
          const item = items.find((i) => i.key === key);
          if (item) navigate(item.to);
        }}
      >
        {items.map((item) => (
          <Menu.Item key={item.key} onMouseEnter={() => prefetchPath(item.to)} data-testid={`nav-${item.key}`}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu>
    </nav>
  );
}
