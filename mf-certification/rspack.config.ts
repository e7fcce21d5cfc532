import { createAppConfig } from '../build-config/appConfig';

export default createAppConfig({ dir: __dirname, name: 'certification' });
