import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { clearLeftTempFiles } from './files/file-settings.js';
import { defaultWebRoot } from './paths.js';
import { openAppDatabase } from './startup.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const started = performance.now();
  // Files left by a process that stopped mid-upload (uploads claimed by it stop counting on their own).
  await clearLeftTempFiles(config.dataDir);
  const database = await openAppDatabase(config);
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'test';
  const app = await buildApp({
    config,
    database,
    webRoot: config.WEB_DIR ?? defaultWebRoot,
    logger: {
      level: config.LOG_LEVEL,
      // Secrets, and the caller's IP address: the logs keep no IP addresses (see the privacy page).
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'req.remoteAddress',
        'req.remotePort',
      ],
      ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
    },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.encryptionKeysFrom === 'data-dir')
    app.log.info(
      { file: path.join(config.dataDir, 'secrets.json') },
      'ENCRYPTION_KEYS is not set: what people say is encrypted with the key generated into DATA_DIR/secrets.json (back it up with the data; set ENCRYPTION_KEYS when several servers share one database)',
    );
  app.log.info(
    { database: database.driver, startupMs: Math.round(performance.now() - started) },
    `Voxpert is ready on ${config.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`}`,
  );
}

main().catch((err: unknown) => {
  console.error(`Voxpert could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
