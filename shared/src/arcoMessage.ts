// Loaded on the first toast (notify.ts), never with the boot path: with it come Arco and the React 19
// adapter Arco's static methods need to render (the first toast may be the first Arco on the page).
import '@arco-design/web-react/es/_util/react-19-adapter';
import { Message } from '@arco-design/web-react';

export { Message };

// One toast at a time: stacked toasts covered a dialog's title on a phone (issue 22); the newest
// replaces the one before it.
Message.config({ maxCount: 1 });
