import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { aiEnvShape } from './ai/providers/ai-env.js';
import { newKeyText, parseKeys, SealError, type SealingKey } from './crypto/sealer.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (what: string) =>
  z.preprocess(emptyToUndefined, z.url({ error: `must be ${what}` }).optional());

/** An optional whole number from `min` to `max`. */
const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error }).int(error).min(min, error).max(max, error).optional(),
  );
};

const TRUST_PROXY_HELP =
  'must be false, the number of proxies in front of the server (1-10), or their addresses (comma-separated IPs or CIDRs, such as 127.0.0.1,10.0.0.0/8)';

/**
 * Whose X-Forwarded-For (and -Proto, -Host) is believed. The client writes the left-most entries of
 * X-Forwarded-For itself, so only the entries added by known proxies count: `false` none (the socket's
 * address is the client), a number of hops (the proxies in front, each appending the address it saw),
 * or the proxies' addresses and CIDRs. `true` (every entry, the client's own too) is refused.
 */
const trustProxySchema = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true is no longer accepted: it believed the addresses the client itself writes into X-Forwarded-For. Set the number of proxies in front of the server (usually 1) or their addresses',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
    return z.NEVER;
  }
  const addresses = value.split(',').map((a) => a.trim());
  if (addresses.every(isAddressOrCidr)) return addresses;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

function isAddressOrCidr(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

const timeoutMs = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'must be a number of milliseconds (at least 1)' })
    .int('must be a number of milliseconds (at least 1)')
    .min(1, 'must be a number of milliseconds (at least 1)')
    .optional(),
);

/** Every environment variable the server reads, with its default. README.md lists the same. */
export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a port number (1-65535)' })
      .int('must be a port number (1-65535)')
      .min(0, 'must be a port number (1-65535)')
      .max(65535, 'must be a port number (1-65535)')
      .default(5000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl('an absolute URL such as https://voxpert.example'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
  ),
  DATABASE_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: 'must be a comma-separated list of e-mail addresses' }))),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  ),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // Keys sealing what people say in the database and in stored files (crypto/sealer.ts): `id:key`
  // pairs, comma-separated, the first seals, all open. Unset: one key generated into DATA_DIR.
  ENCRYPTION_KEYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined) return;
        try {
          parseKeys(value);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: err instanceof SealError ? err.message : 'is invalid' });
        }
      }),
  ),
  TRUST_PROXY: z.preprocess((v) => emptyToUndefined(v) ?? 'false', trustProxySchema),
  WEB_DIR: optionalString,
  // Slow clients (src/server/http/slow-clients.ts): defaults 20000, 15000, 600000 and 20000 ms.
  HEADERS_TIMEOUT_MS: timeoutMs,
  BODY_TIMEOUT_MS: timeoutMs,
  REQUEST_TIMEOUT_MS: timeoutMs,
  KEEP_ALIVE_TIMEOUT_MS: timeoutMs,
  ATTEMPT_LIMIT_MULTIPLIER: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 1000' })
      .int('must be a whole number from 1 to 1000')
      .min(1, 'must be a whole number from 1 to 1000')
      .max(1000, 'must be a whole number from 1 to 1000')
      .default(1),
  ),
  // Speech (src/server/speech/speech-settings.ts resolves the defaults: auto, AI_*, 200 MB, whisper-1).
  TTS_ENGINE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['auto', 'openai', 'espeak', 'none'], { error: 'must be auto, openai, espeak or none' })
      .optional(),
  ),
  TTS_BASE_URL: optionalUrl('an absolute URL such as https://api.openai.com/v1 (default AI_BASE_URL)'),
  TTS_API_KEY: optionalString,
  ESPEAK_PATH: optionalString,
  TTS_CACHE_MAX_MB: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number of megabytes (0 turns the cache off)' })
      .min(0, 'must be a number of megabytes (0 turns the cache off)')
      .optional(),
  ),
  STT_BASE_URL: optionalUrl('an absolute URL such as https://api.openai.com/v1 (default AI_BASE_URL)'),
  STT_API_KEY: optionalString,
  STT_MODEL: optionalString,
  // The person's own voice (src/server/voice-clone): ElevenLabs, on when its key is set.
  ELEVENLABS_API_KEY: optionalString,
  ELEVENLABS_BASE_URL: optionalUrl(
    "an absolute URL such as http://127.0.0.1:12112 (default ElevenLabs' API)",
  ),
  ELEVENLABS_MODEL: optionalString,
  // Reminder push (src/server/jobs): defaults 30000 ms (0 turns the dispatcher off) and the mailto below.
  REMINDER_DISPATCH_INTERVAL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds (0 turns the dispatcher off)' })
      .int('must be a number of milliseconds (0 turns the dispatcher off)')
      .min(0, 'must be a number of milliseconds (0 turns the dispatcher off)')
      .optional(),
  ),
  // Sandbox billing (src/server/jobs/billing-renewals.ts): default 60000 ms; 0 turns the renewals off.
  BILLING_JOB_INTERVAL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds (0 turns the renewals off)' })
      .int('must be a number of milliseconds (0 turns the renewals off)')
      .min(0, 'must be a number of milliseconds (0 turns the renewals off)')
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  // Uploaded files (src/server/files/file-settings.ts): disk under DATA_DIR/files unless S3_BUCKET is set.
  FILE_STORAGE: z.preprocess(
    emptyToUndefined,
    z.enum(['disk', 's3'], { error: 'must be disk or s3' }).optional(),
  ),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl('an absolute URL such as http://127.0.0.1:9000 (default AWS S3)'),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
  ),
  FFMPEG_PATH: optionalString,
  // Reading PDFs (src/server/files/file-settings.ts resolves the defaults: 20 s, 2000 pages,
  // 1,000,000 characters, 256 MB, 1 worker).
  PDF_READ_SECONDS: wholeNumber(1, 600),
  PDF_MAX_PAGES: wholeNumber(1, 1_000_000),
  PDF_MAX_CHARACTERS: wholeNumber(1_000, 100_000_000),
  PDF_MAX_MEMORY_MB: wholeNumber(32, 16_384),
  PDF_READERS: wholeNumber(1, 16),
  // E-mail (src/server/mail/mailer.ts): without SMTP_URL nothing is e-mailed.
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^smtps?:\/\/\S+$/,
        'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example:465',
      )
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/,
        'must be an e-mail address, such as Voxpert Support <support@voxpert.example>',
      )
      .optional(),
  ),
  // Support's business hours are read in this IANA time zone (src/server/contact/business-hours.ts); default UTC.
  SUPPORT_TIME_ZONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Europe/London')
      .default('UTC'),
  ),
  // Stripe (src/server/billing/stripe-settings.ts): both keys turn Stripe mode on, else the sandbox runs.
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_PREMIUM: optionalString,
  STRIPE_API_BASE: optionalUrl("an absolute URL such as http://127.0.0.1:12111 (default Stripe's API)"),
  ...aiEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'SESSION_SECRET' | 'ENCRYPTION_KEYS'> & {
  sessionSecret: string;
  /** The keys that seal what people say: the first seals, all open. */
  encryptionKeys: SealingKey[];
  /** Where they came from: ENCRYPTION_KEYS, or the key generated into DATA_DIR/secrets.json. */
  encryptionKeysFrom: 'environment' | 'data-dir';
  /** True when PUBLIC_URL is https: cookies get Secure and the __Host- prefix, HSTS is sent. */
  secureCookies: boolean;
  dataDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment. Throws ConfigError with one line naming the variable and what it expects. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const raw = source[name];
  // A secret's value is never repeated (the message reaches the console and the logs).
  const secret = /SECRET|KEYS?$|PASSWORD|TOKEN/.test(name);
  const got = raw === undefined ? 'it is not set' : secret ? 'value not shown' : `got ${JSON.stringify(raw)}`;
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (${got})`);
}

type StoredSecrets = { sessionSecret?: string; encryptionKey?: string };

/**
 * Reads DATA_DIR/secrets.json (mode 0600), creating the secrets in `needed` that are missing, once.
 * The file never holds a secret that was not needed: with SESSION_SECRET and ENCRYPTION_KEYS set it is
 * not created at all.
 */
export function loadOrCreateSecrets(
  dataDir: string,
  needed: readonly (keyof StoredSecrets)[] = ['sessionSecret'],
): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: StoredSecrets = {};
  if (existsSync(file)) {
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
    } catch {
      throw new ConfigError(
        `Invalid configuration: ${file} is not valid JSON (delete it to generate new secrets)`,
      );
    }
  }
  const missing = needed.filter((name) => !stored[name]);
  if (missing.length === 0) return stored;
  const next: StoredSecrets = { ...stored };
  if (missing.includes('sessionSecret')) next.sessionSecret = randomBytes(32).toString('base64url');
  if (missing.includes('encryptionKey'))
    next.encryptionKey = newKeyText(`local-${randomBytes(3).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
  return next;
}

/**
 * ENCRYPTION_KEYS when set (with the key once generated into DATA_DIR, if any, kept last for reading
 * what it sealed); else the key in DATA_DIR/secrets.json, generated on the first start.
 */
function encryptionKeys(env: Env, dataDir: string): Pick<Config, 'encryptionKeys' | 'encryptionKeysFrom'> {
  if (!env.ENCRYPTION_KEYS) {
    const { encryptionKey = '' } = loadOrCreateSecrets(dataDir, ['encryptionKey']);
    return { encryptionKeys: parseKeys(encryptionKey), encryptionKeysFrom: 'data-dir' };
  }
  const given = parseKeys(env.ENCRYPTION_KEYS);
  const file = path.join(dataDir, 'secrets.json');
  const local = existsSync(file) ? loadOrCreateSecrets(dataDir, []).encryptionKey : undefined;
  const kept = local ? parseKeys(local).filter((k) => !given.some((g) => g.id === k.id)) : [];
  return { encryptionKeys: [...given, ...kept], encryptionKeysFrom: 'environment' };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const { SESSION_SECRET, ENCRYPTION_KEYS: _keys, ...rest } = env;
  const sessionSecret = SESSION_SECRET ?? loadOrCreateSecrets(dataDir).sessionSecret ?? '';
  return {
    ...rest,
    dataDir,
    sessionSecret,
    ...encryptionKeys(env, dataDir),
    secureCookies: env.PUBLIC_URL?.startsWith('https://') ?? false,
  };
}
