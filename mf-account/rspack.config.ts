import { createAppConfig } from '../rspack.base';

const config = createAppConfig({ dir: __dirname, name: 'account' });

/*
 * `rspack serve` compiles dynamic imports lazily unless told otherwise, and the lazy client asks the
 * dev server of the page it runs in, i.e. the shell's, which does not know this remote's modules:
 * the page chunks would never arrive. A remote compiles its page chunks up front.
 */
export default { ...config, lazyCompilation: false };
