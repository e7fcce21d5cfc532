import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import './styles/theme.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadBootData } from './boot/loadBootData';
import { attachRouter, deferNavigationUntilRouter } from './boot/navigation';
import { configureRemoteLoading, remoteLoadingFromQuery } from './config/remoteLoading';
import { announceLogout } from '@tcm/shared';
import { resolveOverrides } from './remotes/override';
import { warmRemotes } from './remotes/prefetch';
import { registerPointer, setPointerFailed } from './remotes/registry';
import { buildRoutes } from './router/buildRoutes';

async function boot() {
  configureRemoteLoading(remoteLoadingFromQuery(window.location.search));
  deferNavigationUntilRouter();
  const { config, pointer, failed } = await loadBootData();
  setPointerFailed(failed);
  const remotes = registerPointer(pointer, resolveOverrides(!!config.allowRemoteOverride));

  const router = createBrowserRouter(buildRoutes({ pointer, sandbox: !!config.sandbox }));
  // Shared code (the 401 handler) navigates inside the SPA instead of reloading it.
  attachRouter(router);

  createRoot(document.getElementById('root')!).render(<App router={router} />);
  announceLogout();
  warmRemotes(remotes, { sandbox: !!config.sandbox });
}

void boot();
