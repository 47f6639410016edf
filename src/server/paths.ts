import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project folder, found the same way from src/server and dist/server. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultWebRoot = path.join(projectRoot, 'dist', 'web');
