// vitest `globalSetup: ['@cd/db/testing/global-setup']`: one PostgreSQL and one migrated template for
// the whole run, shared by every worker through the environment; the returned function is the teardown.
import { startTestPostgres } from '../testing.js';

export default startTestPostgres;
