// The thread that writes an audience's search index: the index tables of the allowed sections only
// (`section-index.ts` sends the SQL and the ids).
import { workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { prepareForWriting } from './index-writing.mjs';

const { file, siteFile, allowed, sql } = workerData;
const db = new Database(file);
try {
  prepareForWriting(db);
  db.prepare('ATTACH DATABASE ? AS site').run(siteFile);
  db.exec('CREATE TEMP TABLE allowed (id INTEGER PRIMARY KEY)');
  const insert = db.prepare('INSERT INTO temp.allowed VALUES (?)');
  db.transaction(() => allowed.forEach((id) => insert.run(id)))();
  db.exec(sql);
} finally {
  db.close();
}
