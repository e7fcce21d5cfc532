/**
 * This remote's pages whose first view is the same for every signed-in user, prerendered after its
 * browser build (`npm run build -w mf-certification`): src/prerender.tsx renders them,
 * build-config/prerenderRemote.ts writes dist/prerendered.json.
 */
import { prerenderRemote } from '../build-config/prerenderRemote';

prerenderRemote(__dirname, 'certification').catch((err) => {
  console.error(err);
  process.exit(1);
});
