import { createAppConfig } from '../rspack.base';

const config = createAppConfig({ dir: __dirname, name: 'certification' });

/*
 * `rspack serve` compiles dynamic imports lazily unless the config says otherwise, and the lazy
 * client asks the server of the page it runs in to compile them. A remote's pages run inside the
 * shell's page, so that request reached the shell's dev server, which does not know these modules,
 * and /apply spun forever. A remote therefore compiles its page chunks up front.
 */
export default { ...config, lazyCompilation: false };
