// The server's texts in every language: the contract's messages (shared.json, which the browser also
// loads) and the messages the server sends in its error answers (server.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Found, root } from '../../scripts/i18n-source-texts.js';
import { interfaceLocales } from '../../src/i18n/locales.js';
import { messageArguments } from '../../src/i18n/translate.js';
import { contractTexts, type ServerTexts, serverTexts } from './server-source-texts.js';

const others = interfaceLocales.filter((locale) => locale !== 'en');
const catalogDir = path.join(root, 'src/i18n/catalogs');

function catalog(locale: string, file: string): Record<string, string> {
  const full = path.join(catalogDir, locale, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as Record<string, string>) : {};
}

/** The string values of the contract's exported `messages` objects (`messages`, `billingMessages` ...). */
async function contractMessages(): Promise<Found[]> {
  const found: Found[] = [];
  const dir = path.join(root, 'src/contract');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
    const module = (await import(path.join(dir, name))) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (!/messages$/i.test(exported) || typeof value !== 'object' || value === null) continue;
      for (const [key, text] of Object.entries(value))
        if (typeof text === 'string') found.push({ file: `src/contract/${name}`, line: 0, text: `${text}` });
        else found.push({ file: `src/contract/${name}`, line: -1, text: `${exported}.${key} is not a text` });
    }
  }
  return found;
}

const where = (f: Found) => `${f.file}:${f.line}`;
const byText = (found: Found[]) => {
  const map = new Map<string, Found>();
  for (const f of found) if (!map.has(f.text)) map.set(f.text, f);
  return map;
};

let shared = new Map<string, Found>();
let server = new Map<string, Found>();
let contract: ServerTexts;
let sent: ServerTexts;
let messages: Found[] = [];

beforeAll(async () => {
  messages = await contractMessages();
  contract = await contractTexts();
  sent = await serverTexts();
  shared = byText([...messages, ...contract.texts]);
  server = byText(sent.texts.filter((f) => !shared.has(f.text)));
}, 60_000);

describe('the server’s and the contract’s texts', () => {
  it('are found: the contract and the server have messages, the known ones among them', () => {
    expect(shared.has('Email is required')).toBe(true);
    expect(shared.has('Password must be at least 6 characters')).toBe(true);
    expect(shared.has('Dates must be written YYYY-MM-DD')).toBe(true);
    expect(server.has('Please sign in to continue.')).toBe(true);
    expect(server.has('Something went wrong on our side. Please try again.')).toBe(true);
    expect(server.has('Ask for at most 366 days at a time')).toBe(true);
  });

  it('are texts whose values are known when the code is read (a run-time value goes in an ICU argument)', () => {
    expect(messages.filter((f) => f.line < 0).map((f) => `${where(f)} ${f.text}`)).toEqual([]);
    expect([...contract.unresolved, ...sent.unresolved].map((f) => `${where(f)} ${f.text}`)).toEqual([]);
  });

  it('are valid ICU messages', () => {
    const invalid = [...shared.values(), ...server.values()].filter((f) => {
      try {
        messageArguments(f.text);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid.map((f) => `${where(f)} ${f.text}`)).toEqual([]);
  });
});

describe.each(others)('the %s server catalogs', (locale) => {
  const sharedCatalog = catalog(locale, 'shared.json');
  const serverCatalog = catalog(locale, 'server.json');

  const check = (texts: Map<string, Found>, translations: Record<string, string>) => {
    const problems: string[] = [];
    for (const [key, found] of texts) {
      const translation = translations[key];
      if (translation === undefined) {
        problems.push(`missing: ${JSON.stringify(key)} (${where(found)})`);
        continue;
      }
      let same: boolean;
      try {
        same = JSON.stringify(messageArguments(translation)) === JSON.stringify(messageArguments(key));
      } catch {
        same = false;
      }
      if (!same) problems.push(`arguments differ: ${JSON.stringify(key)} -> ${JSON.stringify(translation)}`);
      else if (translation.trim() === '') problems.push(`empty: ${JSON.stringify(key)}`);
    }
    return problems;
  };

  it('shared.json has every message of the contract, with the same arguments', () => {
    expect(check(shared, sharedCatalog)).toEqual([]);
  });

  it('server.json has every text the server sends (that is not the contract’s), with the same arguments', () => {
    expect(check(server, serverCatalog)).toEqual([]);
  });

  it('holds no text the code no longer has, and each text in one file', () => {
    const problems = [
      ...Object.keys(sharedCatalog)
        .filter((key) => !shared.has(key))
        .map((key) => `shared.json: not in the contract: ${JSON.stringify(key)}`),
      ...Object.keys(serverCatalog)
        .filter((key) => !server.has(key))
        .map((key) =>
          shared.has(key)
            ? `server.json: also in shared.json: ${JSON.stringify(key)}`
            : `server.json: not sent by the server: ${JSON.stringify(key)}`,
        ),
    ];
    expect(problems).toEqual([]);
  });
});
