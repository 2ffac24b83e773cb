import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LegacyPayloadError,
  decodeLegacyPayload,
  decryptLegacyPayload,
  deriveLegacyKey,
  encryptLegacyPayload,
  encryptLegacyPayloadWithKey,
} from './legacy-crypto.js';

const secret = 'harbour-pacific-legacy-secret';
const iv = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
const salt = Buffer.from(Array.from({ length: 32 }, (_, i) => 0x10 + i));
const plaintext =
  '{"userID":"7d6f2c1e-0000-4000-8000-000000000001","tenantID":"hp","userRole":["Employee"],' +
  '"acquiredTime":"2024-05-01T08:00:00.000Z","email":"ada.lam@harbourpacific.example","version":1}';

const ciphertextB64 =
  '9uJ0DSPlWoEykAT+BNck5v16Xq3BQRtX/jfPZsJqzXItBVWeZCHx/c0IpoKY5nUC9QOTL/flhRMsUKCUQrhUGd9U64bTYYgYytV+' +
  'FpFVQ6ocPxAOwSKKnVfi1ZYeVhfBxJvLdzhEIarJtEEY989/lVMu9Vk0+3au7eexx+fEBRkEfkMtfg/kfa7nBNbk5ORcMzHVVTSg' +
  '276MPpu/1mgj6BkIuAJWpoxxPrGUF/FSFkmfL92PsLUOeSEWtNEZVTo7';
/** PBKDF2-HMAC-SHA1(secret, salt, 1000, 32 bytes). */
const derivedKeyHex = '3ade92d06ff140be185ccfb603e170a0e3d7678f0e1f195c35bcb6d31eed4c6e';
/** What we write: IV g salt g ciphertext. */
const saltFormVector = `000102030405060708090a0b0c0d0e0fg${salt.toString('hex')}g${ciphertextB64}`;
/** What the legacy client wrote: IV g derived key g ciphertext (same ciphertext, key in the clear). */
const keyFormVector = `000102030405060708090a0b0c0d0e0fg${derivedKeyHex}g${ciphertextB64}`;

/** An independent implementation (WebCrypto) of the same format, to cross-check node:crypto. */
async function webCryptoEncrypt(json: string, secretText: string, ivBytes: Buffer, saltBytes: Buffer) {
  const { subtle } = webcrypto;
  const base = await subtle.importKey('raw', new TextEncoder().encode(secretText), 'PBKDF2', false, [
    'deriveKey',
  ]);
  const key = await subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-1', salt: saltBytes, iterations: 1000 },
    base,
    { name: 'AES-CBC', length: 256 },
    true,
    ['encrypt', 'decrypt'],
  );
  const ct = new Uint8Array(
    await subtle.encrypt({ name: 'AES-CBC', iv: ivBytes }, key, new TextEncoder().encode(json)),
  );
  const raw = Buffer.from(await subtle.exportKey('raw', key));
  return { ciphertext: Buffer.from(ct).toString('base64'), keyHex: raw.toString('hex') };
}

async function webCryptoDecryptWithKey(keyHex: string, ivHex: string, b64: string) {
  const { subtle } = webcrypto;
  const key = await subtle.importKey('raw', Buffer.from(keyHex, 'hex'), 'AES-CBC', false, ['decrypt']);
  const pt = await subtle.decrypt(
    { name: 'AES-CBC', iv: Buffer.from(ivHex, 'hex') },
    key,
    Buffer.from(b64, 'base64'),
  );
  return new TextDecoder().decode(pt);
}

function reasonOf(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof LegacyPayloadError) return err.reason;
    throw err;
  }
  throw new Error('expected a LegacyPayloadError');
}

describe('legacy crypto: test vectors', () => {
  it('encrypts the fixed inputs to the fixed salt-form string', () => {
    expect(encryptLegacyPayload(plaintext, secret, { iv, salt })).toBe(saltFormVector);
  });

  it('derives the fixed key', () => {
    expect(deriveLegacyKey(secret, salt).toString('hex')).toBe(derivedKeyHex);
  });

  it('agrees with an independent WebCrypto implementation', async () => {
    const web = await webCryptoEncrypt(plaintext, secret, iv, salt);
    expect(web.keyHex).toBe(derivedKeyHex);
    expect(web.ciphertext).toBe(ciphertextB64);
    expect(await webCryptoDecryptWithKey(derivedKeyHex, iv.toString('hex'), ciphertextB64)).toBe(plaintext);
  });

  it('decrypts the salt-form vector with the secret', () => {
    expect(decodeLegacyPayload(saltFormVector, secret)).toEqual({ plaintext, keyForm: 'salt' });
    expect(decryptLegacyPayload(saltFormVector, secret)).toBe(plaintext);
  });

  it('decrypts the legacy key-form vector and reports it', () => {
    expect(decodeLegacyPayload(keyFormVector, secret)).toEqual({ plaintext, keyForm: 'key' });
    expect(encryptLegacyPayloadWithKey(plaintext, Buffer.from(derivedKeyHex, 'hex'), { iv })).toBe(
      keyFormVector,
    );
  });

  it('key form needs no secret at all: any secret "decrypts" it (the legacy flaw)', () => {
    expect(decodeLegacyPayload(keyFormVector, 'a completely different secret')).toEqual({
      plaintext,
      keyForm: 'key',
    });
  });

  it('round-trips random IV and salt, including non-ASCII text', () => {
    const json = JSON.stringify({ name: '陳大文', n: 1 });
    const a = encryptLegacyPayload(json, secret);
    const b = encryptLegacyPayload(json, secret);
    expect(a).not.toBe(b);
    expect(decryptLegacyPayload(a, secret)).toBe(json);
    expect(a).toMatch(/^[0-9a-f]{32}g[0-9a-f]{64}g[A-Za-z0-9+/=]+$/);
  });

  it('accepts upper-case hex and surrounding whitespace', () => {
    const [ivPart, saltPart] = saltFormVector.split('g');
    const upper = `${ivPart!.toUpperCase()}g${saltPart!.toUpperCase()}g${ciphertextB64}`;
    expect(decryptLegacyPayload(`  ${upper}\n`, secret)).toBe(plaintext);
  });
});

describe('legacy crypto: strict parsing', () => {
  it('rejects the wrong number of parts', () => {
    expect(reasonOf(() => decryptLegacyPayload('', secret))).toBe('FORMAT');
    expect(reasonOf(() => decryptLegacyPayload('00112233', secret))).toBe('FORMAT');
    expect(reasonOf(() => decryptLegacyPayload(`${iv.toString('hex')}gabc`, secret))).toBe('FORMAT');
  });

  it('rejects bad hex and wrong lengths', () => {
    const ivHex = iv.toString('hex');
    const saltHex = salt.toString('hex');
    expect(
      reasonOf(() => decryptLegacyPayload(`zz${ivHex.slice(2)}g${saltHex}g${ciphertextB64}`, secret)),
    ).toBe('IV');
    expect(reasonOf(() => decryptLegacyPayload(`${ivHex}00g${saltHex}g${ciphertextB64}`, secret))).toBe('IV');
    expect(
      reasonOf(() => decryptLegacyPayload(`${ivHex}g${saltHex.slice(2)}g${ciphertextB64}`, secret)),
    ).toBe('KEY_OR_SALT');
    expect(
      reasonOf(() => decryptLegacyPayload(`${ivHex}g${saltHex.slice(2)}xyg${ciphertextB64}`, secret)),
    ).toBe('KEY_OR_SALT');
  });

  it('rejects bad base64 and ciphertext that is not whole blocks', () => {
    const head = `${iv.toString('hex')}g${salt.toString('hex')}g`;
    expect(reasonOf(() => decryptLegacyPayload(`${head}`, secret))).toBe('CIPHERTEXT');
    expect(reasonOf(() => decryptLegacyPayload(`${head}not*base64`, secret))).toBe('CIPHERTEXT');
    expect(
      reasonOf(() => decryptLegacyPayload(`${head}${Buffer.alloc(15).toString('base64')}`, secret)),
    ).toBe('CIPHERTEXT');
  });

  it('rejects the wrong secret (bad padding or not JSON)', () => {
    expect(['DECRYPT', 'NOT_UTF8', 'NOT_JSON']).toContain(
      reasonOf(() => decryptLegacyPayload(saltFormVector, 'wrong secret')),
    );
  });

  it('rejects a tampered last block (bad padding)', () => {
    const ct = Buffer.from(ciphertextB64, 'base64');
    ct[ct.length - 1] = ct[ct.length - 1]! ^ 0x55;
    const tampered = `${iv.toString('hex')}g${salt.toString('hex')}g${ct.toString('base64')}`;
    expect(['DECRYPT', 'NOT_UTF8', 'NOT_JSON']).toContain(
      reasonOf(() => decryptLegacyPayload(tampered, secret)),
    );
  });

  it('rejects well-encrypted text that is not JSON', () => {
    const token = encryptLegacyPayload('hello, not json', secret, { iv, salt });
    expect(reasonOf(() => decryptLegacyPayload(token, secret))).toBe('NOT_JSON');
  });

  it('CBC is malleable: flipping IV bits changes the first block without detection', () => {
    // No MAC: XOR-ing the IV rewrites the first 16 bytes of plaintext, and decryption still "succeeds".
    const forgedIv = Buffer.from(iv);
    const original = Buffer.from(plaintext.slice(0, 16), 'utf8');
    const wanted = Buffer.from('{"userID":"EVIL0', 'utf8');
    for (let i = 0; i < 16; i++) forgedIv[i] = forgedIv[i]! ^ original[i]! ^ wanted[i]!;
    const forged = `${forgedIv.toString('hex')}g${salt.toString('hex')}g${ciphertextB64}`;
    const decoded = decryptLegacyPayload(forged, secret);
    expect(decoded.startsWith('{"userID":"EVIL0c1e-')).toBe(true);
  });
});
