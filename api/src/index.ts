export { startApp } from './app';
export type { RunningApp } from './app';
export { openServices } from './services';
export type { Services } from './services';
export { createServer } from './http/server';
export { createSchema, printedSchema } from './graphql/schema';
export { createAdmin } from './users/accounts';
// For tests that run the product in their process (web's roles browser test).
export { TestClient } from './testing/client';
export { seedMember } from './testing/members';
export { handle, load, loadAt, systemActor } from '@brandtrail/infra';
export type { Actor } from '@brandtrail/infra';
