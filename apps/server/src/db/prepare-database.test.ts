import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { prepareDatabase } from './prepare-database.js';

const journalEntries = () =>
  (JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

describe('the embedded database belongs to one process (the migration lock of PGlite)', () => {
  it('a second instance on the same data directory stops with a clear message; after the first closes it may start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-lock-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/is in use by another Ferry process \(pid \d+\).*PostgreSQL/);
    await first.close();
    lockDataDir(dataDir)();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferry-lock-'));
    fs.writeFileSync(path.join(dataDir, 'ferry.pid'), '2147483646');
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'ferry.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'ferry.pid'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

// PostgreSQL is where many instances start together; CI runs this with DATABASE_URL set.
describe.runIf(process.env.DATABASE_URL)('instances started together on a fresh PostgreSQL database', () => {
  it('take turns at the migrations: all four start, and every migration ran once', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `ferry_fresh_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ kind: 'postgres', url: url.toString() })));
    try {
      const results = await Promise.allSettled(handles.map((handle) => prepareDatabase(handle)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      const { rows } = await handles[0]!.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect((rows[0] as { n: number }).n).toBe(journalEntries());
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    }
  });
});
