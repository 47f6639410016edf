// Builds what is missing or older than its sources, then runs a compiled entry point.
// Usage: node scripts/run-built.mjs server/main.js [args...]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-built.mjs <entry under dist/> [args]');
  process.exit(2);
}

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, name)));
  }
  return latest;
}

const at = (...p) => path.join(root, ...p);
const steps = [
  {
    name: 'server',
    output: at('dist', 'server', 'main.js'),
    inputs: [
      at('src', 'server'),
      at('src', 'contract'),
      at('tsconfig.json'),
      at('tsconfig.build.json'),
      at('package.json'),
    ],
    command: ['npx', ['tsc', '-p', 'tsconfig.build.json']],
  },
  {
    name: 'web app',
    output: at('dist', 'web', 'index.html'),
    inputs: [
      at('src', 'web'),
      at('src', 'contract'),
      at('index.html'),
      at('vite.config.ts'),
      at('scripts', 'build-web.ts'),
      at('scripts', 'compress-web.ts'),
      at('tools', 'compile-hint.ts'),
      at('tools', 'first-visit.ts'),
      at('package.json'),
    ],
    command: [process.execPath, ['--import', 'tsx', 'scripts/build-web.ts', '--quiet']],
  },
];

for (const step of steps) {
  const built = existsSync(step.output) ? statSync(step.output).mtimeMs : 0;
  const sources = Math.max(...step.inputs.map(newest));
  if (built >= sources) continue;
  console.info(`Building the ${step.name}...`);
  const [cmd, cmdArgs] = step.command;
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building the ${step.name} failed.`);
    process.exit(result.status ?? 1);
  }
}

process.argv = [process.argv[0], at('dist', entry), ...args];
await import(pathToFileURL(at('dist', entry)).href);
