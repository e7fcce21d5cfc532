import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentPreviewNotes } from '../remotes/canary';

const PreviewBanner = lazy(() => import(/* webpackChunkName: "preview" */ './PreviewBanner'));

const unchanging = () => () => {};
const previewNoted = () => currentPreviewNotes().length > 0;
// A prerendered page was rendered without a preview: it hydrates without the banner, which comes right after.
const notOnServer = () => false;

/** Where the layouts show the preview banner; nothing, and no download, unless the boot noted a preview. */
export function PreviewBannerSlot() {
  if (!useSyncExternalStore(unchanging, previewNoted, notOnServer)) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBanner />
    </Suspense>
  );
}
