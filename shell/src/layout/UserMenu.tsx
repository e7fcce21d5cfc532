import { Avatar, Dropdown, Menu, Modal, Tag } from '@arco-design/web-react';
import { IconDown } from './icons';
import { avatarGroup, isInheritor, logout, notify, roleLabel, usePortalConfig, type UserInfo } from '@tcm/shared/core';
import { useNavigate } from 'react-router-dom';
import { prefetchPath } from '../remotes/prefetch';
import { AVATARS } from './avatars';
import { userMenuItems } from './userMenuItems';
import { useMenuKeyboard } from './useMenuKeyboard';

/** The user name with the inheritor star (spec 1 §2.2); the star is spelled out for screen readers. */
function UserName({ userInfo }: { userInfo: UserInfo }) {
  return (
    <span className="user-menu__name">
      {userInfo.user?.userName}
      {isInheritor(userInfo) && (
        <>
          <span className="user-menu__star" aria-hidden="true">
            ★
          </span>
          <span className="visually-hidden">（传承人）</span>
        </>
      )}
    </span>
  );
}

/**
 * The head of the dropdown: who is logged in and as what (spec 1 §2.2). Hidden from screen readers,
 * which already heard both in the trigger's name, and which expect only items inside a menu.
 */
function Identity({ userInfo }: { userInfo: UserInfo }) {
  return (
    <div className="user-menu__identity" aria-hidden="true">
      <UserName userInfo={userInfo} />
      <span className="user-menu__identity-role">{roleLabel(userInfo)}</span>
    </div>
  );
}

/** The logged-in user's corner of the top bar: avatar, name, role and the personal menu. */
export function UserMenu({ userInfo }: { userInfo: UserInfo }) {
  const navigate = useNavigate();
  const { backOfficeUrl } = usePortalConfig();
  const keys = useMenuKeyboard();
  // The hook form renders the dialog inside the app, so it gets the zh-CN locale and theme.
  const [modal, modalHolder] = Modal.useModal();
  const items = userMenuItems(userInfo);

  const confirmLogout = () =>
    modal.confirm?.({
      title: '退出登录',
      content: '确定要退出登录吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => logout(),
    });

  const droplist = (
    <Menu
      ref={keys.menuRef}
      onKeyDown={keys.onMenuKeyDown}
      className="user-menu__list"
      aria-label="个人菜单"
      onClickMenuItem={(key, event) => {
        // A controlled popup (the keyboard's) closes when an item is chosen, by mouse, touch or keys.
        keys.setOpen(false);
        const item = items.find((i) => i.key === key);
        if (item?.kind === 'route') navigate(item.to);
        else if (item?.kind === 'logout') confirmLogout();
        else if (item?.kind === 'external') {
          if (!backOfficeUrl) notify.info('后台管理地址尚未配置');
          // A click on the link's text is handled by the link; a click elsewhere on the row opens the same page.
          else if (!(event.target as HTMLElement).closest('a')) window.open(backOfficeUrl, '_blank', 'noopener,noreferrer');
        }
      }}
    >
      <Identity userInfo={userInfo} />
      {items.map((item) => (
        <Menu.Item
          key={item.key}
          className={item.kind === 'logout' ? 'user-menu__logout' : undefined}
          onMouseEnter={item.kind === 'route' ? () => prefetchPath(item.to) : undefined}
        >
          {item.kind === 'external' && backOfficeUrl ? (
            <a href={backOfficeUrl} target="_blank" rel="noopener noreferrer" className="user-menu__external">
              {item.label}
            </a>
          ) : (
            item.label
          )}
        </Menu.Item>
      ))}
    </Menu>
  );

  const group = avatarGroup(userInfo);
  return (
    <>
      <Dropdown droplist={droplist} trigger={['hover', 'click']} position="br" popupVisible={keys.open} onVisibleChange={keys.setOpen}>
        <button
          ref={keys.triggerRef}
          onKeyDown={keys.onTriggerKeyDown}
          type="button"
          className="user-menu__trigger"
          data-testid="user-menu-trigger"
          aria-haspopup="menu"
          aria-expanded={keys.open}
        >
          <Avatar size={36} className="user-menu__avatar">
            <img src={AVATARS[group]} alt="" data-avatar-group={group} />
          </Avatar>
          <UserName userInfo={userInfo} />
          <Tag size="small" className="user-menu__role">
            {roleLabel(userInfo)}
          </Tag>
          <IconDown className="user-menu__caret" />
        </button>
      </Dropdown>
      {modalHolder}
    </>
  );
}
