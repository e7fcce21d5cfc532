import { Avatar, Dropdown, Menu, Modal, Tag } from '@arco-design/web-react';
import { IconDown } from '@arco-design/web-react/icon';
import { avatarGroup, isInheritor, logout, notify, roleLabel, usePortalConfig, type UserInfo } from '@tcm/shared';
import { useNavigate } from 'react-router-dom';
import { prefetchPath } from '../remotes/prefetch';
import { AVATARS } from './avatars';
import { userMenuItems } from './userMenuItems';

/** The logged-in user's corner of the top bar: avatar, name, role and the personal menu. */
export function UserMenu({ userInfo }: { userInfo: UserInfo }) {
  const navigate = useNavigate();
  const { backOfficeUrl } = usePortalConfig();
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
      className="user-menu__list"
      onClickMenuItem={(key, event) => {
        const item = items.find((i) => i.key === key);
        if (item?.kind === 'route') navigate(item.to);
        else if (item?.kind === 'logout') confirmLogout();
        else if (item?.kind === 'external') {
          if (!backOfficeUrl) notify.info('后台管理地址尚未配置');
          // The link handles clicks on its text; the rest of the row opens the same way.
          else if (!(event.target as HTMLElement).closest('a')) window.open(backOfficeUrl, '_blank', 'noopener,noreferrer');
        }
      }}
    >
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
      <Dropdown droplist={droplist} trigger={['hover', 'click']} position="br">
        <button type="button" className="user-menu__trigger" data-testid="user-menu-trigger">
          <Avatar size={36} className="user-menu__avatar">
            <img src={AVATARS[group]} alt="" data-avatar-group={group} />
          </Avatar>
          <span className="user-menu__name">
            {userInfo.user?.userName}
            {isInheritor(userInfo) && (
              <span className="user-menu__star" title="传承人" aria-label="传承人">
                ★
              </span>
            )}
          </span>
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
