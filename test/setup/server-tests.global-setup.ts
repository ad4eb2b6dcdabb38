/** The server test files load the seeded database into memory: see seeded-database.ts. */
import { seededDatabaseSetup } from './seeded-database';

export default seededDatabaseSetup({ tarball: true });
