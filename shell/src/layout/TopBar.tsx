import { IconPhone } from '@arco-design/web-react/icon';
import { useUserInfo } from '@tcm/shared';
import { Link } from 'react-router-dom';
import logo from '../assets/logo.svg';
import { COMPANY } from '../config/company';
import { prefetchPath } from '../remotes/prefetch';
import { NavMenu } from './NavMenu';
import { UserMenu } from './UserMenu';

export function TopBar() {
  const userInfo = useUserInfo();
  return (
    <header className="shell-header">
      <div className="shell-header__brand-row">
        <div className="shell-container shell-header__inner">
          <Link to="/" className="shell-brand" aria-label={`${COMPANY.name}首页`}>
            <img src={logo} alt="" className="shell-brand__logo" />
            <span className="shell-brand__text">
              <strong className="shell-brand__name">{COMPANY.name}</strong>
              <span className="shell-brand__slogan">{COMPANY.slogan}</span>
            </span>
          </Link>
          <div className="shell-header__right">
            <span className="shell-header__hotline">
              <IconPhone /> 服务热线 <b>{COMPANY.contact.phone}</b>
            </span>
            {userInfo ? (
              <UserMenu userInfo={userInfo} />
            ) : (
              <Link
                to="/Login"
                className="shell-login-link"
                onMouseEnter={() => prefetchPath('/Login')}
                onFocus={() => prefetchPath('/Login')}
              >
                登录
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className="shell-header__nav-row">
        <div className="shell-container">
          <NavMenu />
        </div>
      </div>
    </header>
  );
}
