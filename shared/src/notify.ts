/**
 * Toasts go through here so every app shows them the same way (and tests can observe them).
 *
 * Arco's Message is loaded on the first toast, not with this module: `@tcm/shared/core` is on the
 * boot path of every page, and a visitor of the home page downloads no Arco (issue 9). On a page
 * that already uses Arco the module is there, so the toast shows at once.
 */
type ArcoMessage = (typeof import('./arcoMessage'))['Message'];

let message: Promise<ArcoMessage> | undefined;

const show = (open: (m: ArcoMessage) => unknown) => {
  message ??= import(/* webpackChunkName: "arco-message" */ './arcoMessage').then(
    (m) => m.Message,
    (err) => {
      message = undefined; // the next toast tries again
      throw err;
    },
  );
  message.then(open, () => {});
};

export const notify = {
  error: (content: string) => show((m) => m.error({ content, id: `error:${content}` })),
  success: (content: string) => show((m) => m.success(content)),
  info: (content: string) => show((m) => m.info(content)),
  warning: (content: string) => show((m) => m.warning(content)),
};
