import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.js';

describe('configuration', () => {
  it('has defaults for everything', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('stops with one line naming the variable and what it expects', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be a port number (1-65535) (got "abc")',
    );
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres/,
    );
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of fatal, error/);
    expect(() => parseEnv({ ADMIN_EMAILS: 'a@b.com, nope' })).toThrow(
      /ADMIN_EMAILS must be a comma-separated list/,
    );
    expect(() => parseEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL must be an absolute URL/);
    expect(() => parseEnv({ SUPPORT_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /SUPPORT_TIME_ZONE must be an IANA time zone/,
    );
    expect(parseEnv({ SUPPORT_TIME_ZONE: 'Europe/Paris' }).SUPPORT_TIME_ZONE).toBe('Europe/Paris');
    expect(parseEnv({}).SUPPORT_TIME_ZONE).toBe('UTC');
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(
      /SESSION_SECRET must be at least 32 characters/,
    );
  });

  it('reads the safety switches: the model check on, moderation automatic, 10 s, unless told', () => {
    expect(parseEnv({})).toMatchObject({
      AI_SAFETY_CHECK: true,
      AI_SAFETY_TIMEOUT_MS: 10_000,
      AI_MODERATION: 'auto',
      AI_MODERATION_MODEL: 'omni-moderation-latest',
    });
    expect(
      parseEnv({ AI_SAFETY_CHECK: 'false', AI_MODERATION: 'off', AI_SAFETY_MODEL: 'small' }),
    ).toMatchObject({
      AI_SAFETY_CHECK: false,
      AI_MODERATION: 'off',
      AI_SAFETY_MODEL: 'small',
    });
    expect(() => parseEnv({ AI_MODERATION: 'sometimes' })).toThrow(/AI_MODERATION must be auto, on or off/);
    expect(() => parseEnv({ AI_SAFETY_CHECK: 'yes' })).toThrow(/AI_SAFETY_CHECK must be true or false/);
    expect(() => parseEnv({ AI_SAFETY_TIMEOUT_MS: '10' })).toThrow(
      /AI_SAFETY_TIMEOUT_MS must be a whole number/,
    );
  });

  it('reads admin e-mails lower-cased and trimmed', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com' }).ADMIN_EMAILS).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vox-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret).toHaveLength(43);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const file = path.join(dir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).sessionSecret).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(40) }).sessionSecret).toBe('x'.repeat(40));
  });

  it('generates one encryption key into DATA_DIR when ENCRYPTION_KEYS is not set, and keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vox-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.encryptionKeysFrom).toBe('data-dir');
    expect(first.encryptionKeys).toHaveLength(1);
    expect(first.encryptionKeys[0]?.key).toHaveLength(32);
    const again = loadConfig({ DATA_DIR: dir });
    expect(again.encryptionKeys[0]?.id).toBe(first.encryptionKeys[0]?.id);
    expect(again.encryptionKeys[0]?.key.equals(first.encryptionKeys[0]?.key ?? Buffer.alloc(0))).toBe(true);
    // Configured keys seal; the generated one is kept last, to open what it sealed.
    const configured = `main:${randomBytes(32).toString('base64')}`;
    const moved = loadConfig({ DATA_DIR: dir, ENCRYPTION_KEYS: configured });
    expect(moved.encryptionKeysFrom).toBe('environment');
    expect(moved.encryptionKeys.map((k) => k.id)).toEqual(['main', first.encryptionKeys[0]?.id]);
    // With every key configured, no file is written.
    const clean = mkdtempSync(path.join(tmpdir(), 'vox-config-'));
    loadConfig({ DATA_DIR: clean, ENCRYPTION_KEYS: configured, SESSION_SECRET: 'x'.repeat(40) });
    expect(existsSync(path.join(clean, 'secrets.json'))).toBe(false);
  });

  it('refuses ENCRYPTION_KEYS it cannot use, naming the variable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vox-config-'));
    for (const bad of ['no-id-here', `k:${randomBytes(16).toString('base64')}`]) {
      expect(() => loadConfig({ DATA_DIR: dir, ENCRYPTION_KEYS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir, ENCRYPTION_KEYS: bad })).toThrow(
        /ENCRYPTION_KEYS .*value not shown/,
      );
      expect(() => loadConfig({ DATA_DIR: dir, ENCRYPTION_KEYS: bad })).not.toThrow(bad);
    }
  });

  it('uses secure cookies only behind an https PUBLIC_URL', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vox-config-'));
    expect(loadConfig({ DATA_DIR: dir }).secureCookies).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://voxpert.example' }).secureCookies).toBe(true);
  });
});
