import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, parseKeys, SealError } from './sealer.js';

const keyA = { id: 'a', key: randomBytes(32) };
const keyB = { id: 'b', key: randomBytes(32) };

describe('sealer', () => {
  it('seals to a versioned form naming its key, never the plain text, and opens it again', () => {
    const sealer = createSealer([keyA]);
    const plain = 'I want to end my life — ça ne va pas 😔';
    const sealed = sealer.seal(plain);
    expect(sealed).toMatch(/^v1:a:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('end my life');
    expect(sealer.open(sealed)).toBe(plain);
    // A fresh IV each time: the same words never give the same stored value.
    expect(sealer.seal(plain)).not.toBe(sealed);
    expect(sealer.open(sealer.seal(''))).toBe('');
  });

  it('reads a value stored before encryption as it is', () => {
    const sealer = createSealer([keyA]);
    expect(sealer.open('hello: v1 plan')).toBe('hello: v1 plan');
    expect(sealer.keyIdOf('hello')).toBeNull();
    expect(sealer.openBytes(Buffer.from('%PDF-1.7'))).toEqual(Buffer.from('%PDF-1.7'));
  });

  it('refuses a value altered in any byte, or cut short', () => {
    const sealer = createSealer([keyA]);
    const sealed = sealer.seal('my secret');
    const [v, id, iv, body = ''] = sealed.split(':');
    const bytes = Buffer.from(body, 'base64url');
    for (const at of [0, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[at] = (altered[at] ?? 0) ^ 1;
      expect(() => sealer.open(`${v}:${id}:${iv}:${altered.toString('base64url')}`)).toThrow(SealError);
    }
    const otherIv = randomBytes(12).toString('base64url');
    expect(() => sealer.open(`${v}:${id}:${otherIv}:${body}`)).toThrow(SealError);
    expect(() => sealer.open(`${v}:${id}:${iv}:${bytes.subarray(0, 20).toString('base64url')}`)).toThrow(
      SealError,
    );
    const file = sealer.sealBytes(Buffer.from('file bytes'));
    file[file.length - 1] = (file[file.length - 1] ?? 0) ^ 1;
    expect(() => sealer.openBytes(file)).toThrow(SealError);
  });

  it('refuses a value sealed with a key it does not have, or with another key under the same id', () => {
    const sealedWithB = createSealer([keyB]).seal('words');
    expect(() => createSealer([keyA]).open(sealedWithB)).toThrow(/key b, which is not configured/);
    const impostor = createSealer([{ id: 'b', key: randomBytes(32) }]);
    expect(() => impostor.open(sealedWithB)).toThrow(SealError);
    expect(() => impostor.openBytes(createSealer([keyB]).sealBytes(Buffer.from('x')))).toThrow(SealError);
  });

  it('rotates: the first key seals, every key given opens', () => {
    const old = createSealer([keyA]);
    const sealedOld = old.seal('before');
    const fileOld = old.sealBytes(Buffer.from([0, 1, 2, 255]));
    const rotated = createSealer([keyB, keyA]);
    expect(rotated.open(sealedOld)).toBe('before');
    expect(rotated.openBytes(fileOld)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(rotated.keyIdOf(sealedOld)).toBe('a');
    expect(rotated.fileKeyIdOf(fileOld)).toBe('a');
    const sealedNew = rotated.seal('after');
    expect(rotated.keyIdOf(sealedNew)).toBe('b');
    expect(createSealer([keyB]).open(sealedNew)).toBe('after');
    expect(rotated.fileKeyIdOf(rotated.sealBytes(Buffer.from('y')))).toBe('b');
  });

  it('keyed hashes: equal for equal values, differing between keys', () => {
    const a = createSealer([keyA]);
    expect(a.hash('note:my wife')).toBe(a.hash('note:my wife'));
    expect(a.hash('note:my wife')).not.toBe(a.hash('note:my wif'));
    expect(a.hash('note:my wife')).not.toContain('wife');
    expect(createSealer([keyB]).hash('note:my wife')).not.toBe(a.hash('note:my wife'));
  });

  it('reads ENCRYPTION_KEYS and names what is wrong', () => {
    const text = `k2:${randomBytes(32).toString('base64')}, k1:${randomBytes(32).toString('base64url')}`;
    expect(parseKeys(text).map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(() => parseKeys('')).toThrow(/at least one key/);
    expect(() => parseKeys(randomBytes(32).toString('base64'))).toThrow(/id:key/);
    expect(() => parseKeys(`k:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    const same = randomBytes(32).toString('base64url');
    expect(() => parseKeys(`k:${same},k:${same}`)).toThrow(/given twice/);
    expect(() => createSealer([])).toThrow(SealError);
  });
});
