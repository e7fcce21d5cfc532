// The page furniture every remote draws alike: the frame of an inner page and a list's search
// toolbar. Bundled by each remote that imports it (not a shared singleton): it is small and pure.
export { PageFrame, PageSection } from './PageFrame';
export { SearchToolbar } from './SearchToolbar';
