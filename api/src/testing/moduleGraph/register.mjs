// `node --import tsx --import <this file>`: records the modules the process resolves in the file
// RECORD_MODULES_TO names (after tsx, so that these hooks see what tsx resolved).
import { register } from 'node:module';

const file = process.env.RECORD_MODULES_TO;
if (file) register('./hooks.mjs', import.meta.url, { data: { file } });
