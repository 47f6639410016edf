import { createDecipheriv, createPublicKey, type ECDH, hkdfSync, verify } from 'node:crypto';

/**
 * The receiving side of Web Push encryption (RFC 8291 on RFC 8188 aes128gcm): what a browser does with
 * its subscription's private key and auth secret.
 */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 0x04) throw new Error('keyid is not an uncompressed P-256 key');
  if (records.length > recordSize) throw new Error('more than one record (the sender pads into one)');

  const shared = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // Last record: the content, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error('last-record padding delimiter missing');
  return padded.subarray(0, end).toString('utf8');
}

export type VapidClaims = { aud: string; exp: number; sub: string };

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 token signed by the key k, for
 * `audience`, not expired and at most 24 hours ahead. Answers the claims and k, or throws why not.
 */
export function verifyVapid(header: string | undefined, audience: string, nowMs: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a vapid Authorization header: ${header ?? '(none)'}`);
  const token = match[1];
  const key = match[2];
  const [head = '', body = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 0x04) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Error(`JWT alg is ${header_.alg}, not ES256`);
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<VapidClaims>;
  if (claims.aud !== audience) throw new Error(`JWT aud ${claims.aud} is not ${audience}`);
  const nowSeconds = nowMs / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new Error('JWT expired');
  if (claims.exp > nowSeconds + 24 * 3600) throw new Error('JWT exp is more than 24 hours ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('JWT sub');
  return { claims: claims as VapidClaims, key };
}
