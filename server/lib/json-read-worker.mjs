// Starts the JSON body reader's thread: TypeScript is loaded through tsx here as in
// bin/floorcraft.js (a worker does not inherit its parent's loader).
import { register } from 'tsx/esm/api';

register();
await import('./json-read-worker.ts');
