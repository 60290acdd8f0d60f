import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printedSchema } from './graphql/schema';

/** Writes the committed schema.graphql that relay-compiler reads. */
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql');
writeFileSync(file, printedSchema());
console.log(`wrote ${file}`);
