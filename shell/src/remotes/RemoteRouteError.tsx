import { FeatureUnavailablePanel as FeatureUnavailable } from './FeatureUnavailablePanel';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';

/** A remote route whose guard failed unexpectedly: same panel as a failed remote, retry re-navigates. */
export function RemoteRouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => console.error('[shell] route failed', error), [error]);
  return (
    <div className="remote-fallback">
      <FeatureUnavailable onRetry={() => navigate(location.pathname + location.search, { replace: true })} />
    </div>
  );
}
