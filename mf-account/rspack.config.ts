import { createAppConfig } from '../rspack.base';

export default createAppConfig({ dir: __dirname, name: 'account' });
