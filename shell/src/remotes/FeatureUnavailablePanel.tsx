import { lazyWithArco } from '../arco/withArco';

/** The shared "该功能暂时不可用 / 重试" panel, fetched (with Arco) only when a remote page fails. */
export const FeatureUnavailablePanel = lazyWithArco(() => import('@tcm/shared').then((m) => m.FeatureUnavailable));
