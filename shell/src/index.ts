import { startBootFetches } from './boot/early';

// The pointer and the portal config are requested now, side by side with the shared chunks.
startBootFetches();
// Module Federation needs an async boundary before shared modules are used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
