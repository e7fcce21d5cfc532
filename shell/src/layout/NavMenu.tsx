import { Link, useLocation } from 'react-router-dom';
import { useHydratedUserInfo } from '../prerender/useHydratedUserInfo';
import { prefetchPath } from '../remotes/prefetch';
import { navItems, selectedNavKey } from './navItems';

/**
 * The horizontal menu (spec 1 §2.2) as a list of links: site navigation, not an application menu,
 * so entries open in a new tab, show their address and are announced with the current page marked.
 */
export function NavMenu() {
  // The logged-in extra (医生认证) is appended after hydration, at the end: nothing before it moves.
  const { userInfo } = useHydratedUserInfo();
  const { pathname } = useLocation();
  const items = navItems(userInfo);
  const selected = selectedNavKey(pathname, items);
  return (
    <nav className="shell-nav" aria-label="主导航">
      <ul className="shell-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className="shell-nav__link"
              aria-current={item.key === selected ? 'page' : undefined}
              data-testid={`nav-${item.key}`}
              onMouseEnter={() => prefetchPath(item.to)}
              onFocus={() => prefetchPath(item.to)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
