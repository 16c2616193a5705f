/** The server gate's leak crawl and HTTP behaviour with sessions kept in SQLite: see `server-gate-suite.ts`. */
import { describeServerGate } from './server-gate-suite.ts';

describeServerGate('sqlite');
