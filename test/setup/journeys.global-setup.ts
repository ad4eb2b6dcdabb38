/** Each journey's server copies the seeded PGlite folder into its data folder: see seeded-database.ts. */
import { seededDatabaseSetup } from './seeded-database';

export default seededDatabaseSetup({ tarball: false });
