#!/usr/bin/env node
// Entry point: runs the TypeScript CLI through tsx, so there is no build step to remember.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
