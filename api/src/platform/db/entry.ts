/** @tcm/api/db: the API's database as other packages open it (the deploy CLI, its tests, the bench). */
export { openDb, type Db, type DbOptions, type Queryable, type Tx } from './index';
export { migrate, MIGRATIONS_DIR } from './migrate';
