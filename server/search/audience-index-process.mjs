// The process that writes an audience's search index: the index tables of the allowed sections only
// (`audience-index.ts` sends the SQL and the ids). A process rather than a thread: what writing an index takes
// (tens of MB on a large site) is given back to the system when it exits, where a thread's stays with the server.
import process from 'node:process';
import Database from 'better-sqlite3';
import { prepareForWriting } from '../../node/search/index-writing.mjs';

process.once('message', ({ file, siteFile, allowed, sql }) => {
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
  process.exit(0);
});
