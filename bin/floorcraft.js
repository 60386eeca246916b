#!/usr/bin/env node
// The floorcraft command: runs the TypeScript CLI (server/cli/main.ts) through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../server/cli/main.ts');
