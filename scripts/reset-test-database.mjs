// Empties the PostgreSQL test database of DATABASE_URL so the server suite starts from the
// committed migrations alone, whatever an earlier run on the same machine left behind.
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
await client.query('DROP SCHEMA IF EXISTS public CASCADE');
await client.query('CREATE SCHEMA public');
await client.end();
console.log('test database emptied');
