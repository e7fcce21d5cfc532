import { lazy, Suspense, useMemo, useState } from 'react';
import { withArco } from '../arco/withArco';
import { loadRemotePage } from './loadRemoteRoutes';
import { RemotePageSpin } from './RemotePageSpin';
import { readyPage, ReadyPageLive } from './readyPages';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { clearStaleChunkFlag, isStaleChunkError, reloadOnceForStaleChunk } from './staleChunk';

interface Props {
  remote: string;
  path: string;
  bare?: boolean;
}

/**
 * The element of every remote route: loads `<remote>/routes`, picks this path's page and renders it
 * lazily. Each retry builds a new lazy component, because React.lazy remembers a rejection forever.
 * A page loaded before the first render (a prerendered one, readyPages.ts) is rendered as it is, in the
 * same boundaries, so its markup hydrates without suspending.
 */
export function RemoteRoutePage({ remote, path, bare }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        try {
          // The page inside Arco's configuration, both fetched at once (the shell's boot has no Arco).
          // A retry starts over even while an earlier load still hangs.
          const page = await withArco(loadRemotePage(remote, path, { fresh: attempt > 0 }).then((mod) => mod.default));
          clearStaleChunkFlag();
          return { default: page };
        } catch (error) {
          // Keep the spinner up while the page reloads instead of flashing the fallback.
          if (isStaleChunkError(error) && reloadOnceForStaleChunk()) return new Promise<never>(() => {});
          throw error;
        }
      }),
    // `attempt` is the point: a new lazy component per retry.
    [remote, path, attempt],
  );
  const Ready = attempt === 0 ? readyPage(remote, path) : undefined;
  const retry = () => setAttempt((n) => n + 1);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} bare={bare} onRetry={retry}>
      <Suspense fallback={<RemotePageSpin onRetry={retry} />}>
        {Ready ? (
          <>
            <Ready />
            <ReadyPageLive />
          </>
        ) : (
          <Page />
        )}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
