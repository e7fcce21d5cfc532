import { Message } from '@arco-design/web-react';

/** Toasts go through here so every app shows them the same way (and tests can observe them). */
export const notify = {
  error: (content: string) => Message.error({ content, id: `error:${content}` }),
  success: (content: string) => Message.success(content),
  info: (content: string) => Message.info(content),
  warning: (content: string) => Message.warning(content),
};
