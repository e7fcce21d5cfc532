import path from 'node:path';

/** Seeded banners and the sample certificate image, served at /api/assets/. */
export const ASSETS_DIR = path.resolve(__dirname, '../../assets');
