// The page furniture every remote draws alike: the frame of an inner page, a list's search toolbar,
// a fact list, a table that is cards on phones and a dialog form stacked on phones. Bundled by each
// remote that imports it (not a shared singleton): it is small and pure.
export { PageFrame, PageSection } from './PageFrame';
export { SearchToolbar } from './SearchToolbar';
export { FACTS } from './facts';
export { CARD_TABLE, CARD_TABLE_ACTIONS } from './cardTable';
export { STACKED_FORM } from './stackedForm';
