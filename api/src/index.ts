export { startApp } from './app';
export type { RunningApp } from './app';
export { openServices } from './services';
export type { Services } from './services';
export { createServer } from './http/server';
export { createSchema, printedSchema } from './graphql/schema';
export { handle, load, systemActor } from '@brandtrail/workers';
export type { Actor } from '@brandtrail/workers';
