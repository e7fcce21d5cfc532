import { Tag } from '@arco-design/web-react';
import { clearConsultDrafts, hasToken, notify, useUserInfo } from '@tcm/shared';
import { useNavigate } from 'react-router-dom';
import { prefetchPath } from '../../remotes/prefetch';
import { SERVICE_ENTRIES, serviceAction } from './serviceEntries';

export function ServiceGrid() {
  const userInfo = useUserInfo();
  const navigate = useNavigate();

  const open = (index: number) => {
    // Every entry starts a fresh consultation (spec 1 §2.3), whatever happens next.
    clearConsultDrafts();
    const action = serviceAction(index, { loggedIn: hasToken(), userInfo });
    if (action.kind === 'navigate') navigate(action.to);
    else if (action.kind === 'error') notify.error(action.text);
    else notify.info(action.text);
  };

  return (
    <section className="home-section" aria-labelledby="home-services-title">
      <header className="home-section__header">
        <h2 id="home-services-title">中医服务</h2>
        <p>辨证论治，因人因时因地制宜</p>
      </header>
      <div className="service-grid">
        {SERVICE_ENTRIES.map((entry) => (
          <button
            key={entry.index}
            type="button"
            className={`service-card${entry.notOpen ? ' service-card--closed' : ''}`}
            data-testid={`service-${entry.index}`}
            onClick={() => open(entry.index)}
            onMouseEnter={() => {
              const action = serviceAction(entry.index, { loggedIn: hasToken(), userInfo });
              if (action.kind === 'navigate') prefetchPath(action.to);
            }}
          >
            <span className="service-card__seal" aria-hidden="true">
              {entry.seal}
            </span>
            <span className="service-card__body">
              <span className="service-card__title">
                {entry.title}
                {entry.notOpen && (
                  <Tag size="small" className="service-card__tag">
                    暂未开放
                  </Tag>
                )}
              </span>
              <span className="service-card__desc">{entry.description}</span>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
