/** The server gate's leak crawl and HTTP behaviour with sessions kept in PostgreSQL: see `server-gate-suite.ts`. */
import { describeServerGate } from './server-gate-suite.ts';

describeServerGate('postgres');
