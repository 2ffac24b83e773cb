import { startEmbeddedPostgres } from './dist/index.js';
import pg from 'pg';
const server = await startEmbeddedPostgres({ dataDir: '/work/wt/search/.data/bench-1m/pg', port: 54406 });
const c = new pg.Client({ connectionString: server.url });
await c.connect();
await c.query("SET maintenance_work_mem = '512MB'");
for (const idx of ['contact_search_tokens_idx', 'contact_search_text_trgm_idx', 'contact_title_trgm_idx', 'contact_working_location_trgm_idx']) {
  const t = Date.now();
  const r = await c.query(`SELECT gin_clean_pending_list('${idx}'::regclass) AS pages`);
  console.log(idx, r.rows[0].pages, 'pages', Date.now() - t, 'ms');
}
const t = Date.now();
await c.query('VACUUM (ANALYZE) contact');
console.log('vacuum analyze', Date.now() - t, 'ms');
await c.end();
await server.stop();
