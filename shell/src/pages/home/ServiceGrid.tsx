import { clearConsultDrafts, hasToken, notify, useUserInfo } from '@tcm/shared/core';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { prefetchPath } from '../../remotes/prefetch';
import { SERVICE_ENTRIES, serviceAction } from './serviceEntries';

/** The home service grid (spec 1 §2.3): nine entries, each clearing the consultation drafts first. */
export function ServiceGrid() {
  const userInfo = useUserInfo();
  const navigate = useNavigate();

  const idPrefix = useId();

  /** Hover or focus on an entry the user may open: fetch its page's code ahead of the click. */
  const warm = (index: number) => {
    const action = serviceAction(index, { loggedIn: hasToken(), userInfo });
    if (action.kind === 'navigate') prefetchPath(action.to);
  };

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
      <ul className="service-grid" role="list">
        {SERVICE_ENTRIES.map((entry) => {
          // The name is everything the card shows (WCAG 2.5.3): the title (and 暂未开放), then the description.
          const titleId = `${idPrefix}-${entry.index}-title`;
          const descId = `${idPrefix}-${entry.index}-desc`;
          return (
            <li key={entry.index}>
              <button
                type="button"
                className={`service-card${entry.notOpen ? ' service-card--closed' : ''}`}
                data-testid={`service-${entry.index}`}
                aria-labelledby={`${titleId} ${descId}`}
                onClick={() => open(entry.index)}
                onMouseEnter={() => warm(entry.index)}
                onFocus={() => warm(entry.index)}
              >
                {/* Drawn by CSS (home.css): the seal is decoration, not part of what the card says. */}
                <span className="service-card__seal" aria-hidden="true" data-seal={entry.seal} />
                <span className="service-card__body">
                  <span className="service-card__title" id={titleId}>
                    {entry.title}
                    {/* Not Arco's Tag: a button may hold only phrasing content, and Tag is a div. */}
                    {entry.notOpen && <span className="service-card__tag">暂未开放</span>}
                  </span>
                  <span className="service-card__desc" id={descId}>
                    {entry.description}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
