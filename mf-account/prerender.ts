/**
 * This remote's public pages prerendered after its browser build (`npm run build -w mf-account`):
 * src/prerender.tsx renders them, build-config/prerenderRemote.ts writes dist/prerendered.json.
 */
import { prerenderRemote } from '../build-config/prerenderRemote';

prerenderRemote(__dirname, 'account').catch((err) => {
  console.error(err);
  process.exit(1);
});
