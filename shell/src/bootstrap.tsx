import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import './styles/theme.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadBootData } from './boot/loadBootData';
import { attachRouter, deferNavigationUntilRouter } from './boot/navigation';
import { configureRemoteLoading, remoteLoadingFromQuery } from './config/remoteLoading';
import { announceLogout, hasToken } from '@tcm/shared';
import { resolveOverrides } from './remotes/override';
import { preloadRemotePage, warmRemotes } from './remotes/prefetch';
import { registerPointer, setPointerFailed } from './remotes/registry';
import { buildRoutes } from './router/buildRoutes';

async function boot() {
  configureRemoteLoading(remoteLoadingFromQuery(window.location.search));
  deferNavigationUntilRouter();
  const { config, pointer, failed } = await loadBootData();
  setPointerFailed(failed);
  const remotes = registerPointer(pointer, resolveOverrides(!!config.allowRemoteOverride));
  // A remote page opened directly: everything it needs is requested now, at once, not as a chain.
  preloadRemotePage(remotes, window.location.pathname, { loggedIn: hasToken(), sandbox: !!config.sandbox });

  const router = createBrowserRouter(buildRoutes({ pointer, sandbox: !!config.sandbox }));
  // Shared code (the 401 handler) navigates inside the SPA instead of reloading it.
  attachRouter(router);

  createRoot(document.getElementById('root')!).render(<App router={router} />);
  announceLogout();
  warmRemotes(remotes, { sandbox: !!config.sandbox });
}

void boot();
