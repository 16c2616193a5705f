// Worker threads do not inherit the TypeScript loader of the main thread: register it, then load the builder.
import { register } from 'tsx/esm/api';

register();
await import('./builder-worker.ts');
