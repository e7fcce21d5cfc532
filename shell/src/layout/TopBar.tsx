import { IconClose, IconMenu, IconPhone } from './icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { withArco } from '../arco/withArco';
import logo from '../assets/logo.svg';
import { COMPANY } from '../config/company';
import { useHydratedUserInfo } from '../prerender/useHydratedUserInfo';
import { prefetchPath } from '../remotes/prefetch';
import { NavMenu } from './NavMenu';
import { useMenuDisclosure } from './useMenuDisclosure';

/**
 * The account menu is Arco (Dropdown, Menu, Modal, Avatar, Tag): fetched, with Arco, once a logged-in
 * user's page has hydrated, so a visitor's boot carries no Arco (issue 9). The slot keeps its size.
 */
const UserMenu = lazy(() => withArco(import(/* webpackChunkName: "user-menu" */ './UserMenu').then((m) => m.UserMenu)).then((c) => ({ default: c })));

/** The tel: address of a printed phone number (digits only). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function TopBar() {
  const { hydrated, userInfo } = useHydratedUserInfo();
  const menu = useMenuDisclosure();
  return (
    <header className="shell-header" ref={menu.rootRef}>
      <div className="shell-header__brand-row">
        <div className="shell-container shell-header__inner">
          {/* Named by what it shows, and where it leads (WCAG 2.5.3: a voice user says what they see). */}
          <Link to="/" className="shell-brand">
            <img src={logo} alt="" className="shell-brand__logo" />
            <span className="shell-brand__text">
              <strong className="shell-brand__name">{COMPANY.name}</strong>
              {/* Shown instead of the full name on a phone (theme.css). */}
              <strong className="shell-brand__short">{COMPANY.shortName}</strong>
              <span className="shell-brand__slogan">{COMPANY.slogan}</span>
            </span>
            <span className="visually-hidden">首页</span>
          </Link>
          <div className="shell-header__right">
            <span className="shell-header__hotline">
              <IconPhone /> 服务热线 <b>{COMPANY.contact.phone}</b>
            </span>
            {/*
              A box of fixed size (theme.css): the prerendered page shows it empty — it was made for
              nobody in particular — and after hydration it holds the login link or the account
              menu, so a logged-in user never sees 登录 flash and nothing around it moves.
            */}
            <span className="shell-account-slot" data-testid="account-slot">
              {!hydrated ? null : userInfo ? (
                <Suspense fallback={null}>
                  <UserMenu userInfo={userInfo} />
                </Suspense>
              ) : (
                <Link to="/Login" className="shell-login-link" onMouseEnter={() => prefetchPath('/Login')} onFocus={() => prefetchPath('/Login')}>
                  登录
                </Link>
              )}
            </span>
            {/* Phones only (theme.css): the menu row below collapses into a panel this button opens. */}
            <button
              type="button"
              ref={menu.buttonRef}
              className="shell-menu-toggle"
              aria-label="菜单"
              aria-expanded={menu.open}
              aria-controls="shell-nav-panel"
              data-testid="menu-toggle"
              onClick={menu.toggle}
            >
              {menu.open ? <IconClose aria-hidden="true" /> : <IconMenu aria-hidden="true" />}
            </button>
          </div>
        </div>
      </div>
      <div className={`shell-header__nav-row${menu.open ? ' shell-header__nav-row--open' : ''}`} id="shell-nav-panel">
        <div className="shell-container">
          <NavMenu />
          <a className="shell-nav__hotline" href={telHref(COMPANY.contact.phone)}>
            <IconPhone aria-hidden="true" /> 服务热线 <b>{COMPANY.contact.phone}</b>
          </a>
        </div>
      </div>
    </header>
  );
}
