import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';

/**
 * The legacy client's encrypted session-exchange string (product spec 7):
 *
 *   hex(IV) + 'g' + hex(salt or derived key) + 'g' + base64(AES-256-CBC ciphertext, PKCS#7 padding)
 *
 * key = PBKDF2-HMAC-SHA1(secret, salt, 1000 iterations, 32 bytes). SHA-1 is CryptoJS's historic PBKDF2
 * default (crypto-js <= 4.1.1), which is what the legacy browser bundle used; the choice does not weaken
 * anything that was not already void (see docs/decisions/002-legacy-session-exchange.md).
 *
 * We write the salt. The legacy client wrote the *derived key itself* in the middle part, so on reading
 * we accept both: first as a salt (derive the key from the secret), else as the raw 32-byte key. The
 * second form needs no secret at all, which is exactly why this format can never be trusted.
 */

export const LEGACY_PBKDF2_ITERATIONS = 1000;
export const LEGACY_PBKDF2_DIGEST = 'sha1';
export const LEGACY_KEY_BYTES = 32;
export const LEGACY_SALT_BYTES = 32;
export const LEGACY_IV_BYTES = 16;
const SEPARATOR = 'g';

/** How the middle part of a token was interpreted. */
export type LegacyKeyForm = 'salt' | 'key';

export interface DecodedLegacyPayload {
  /** The decrypted JSON text. */
  plaintext: string;
  /** `salt`: key derived from the shared secret; `key`: the token carried its own key (no secret needed). */
  keyForm: LegacyKeyForm;
}

export type LegacyPayloadErrorReason =
  'FORMAT' | 'IV' | 'KEY_OR_SALT' | 'CIPHERTEXT' | 'DECRYPT' | 'NOT_UTF8' | 'NOT_JSON';

/** Any reason a token cannot be read. The message is precise (for logs and tests), never shown to users. */
export class LegacyPayloadError extends Error {
  constructor(
    readonly reason: LegacyPayloadErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'LegacyPayloadError';
  }
}

const hexPattern = /^[0-9a-fA-F]*$/;
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function deriveLegacyKey(secret: string, salt: Buffer): Buffer {
  if (secret.length === 0) throw new TypeError('the legacy secret must not be empty');
  return pbkdf2Sync(
    Buffer.from(secret, 'utf8'),
    salt,
    LEGACY_PBKDF2_ITERATIONS,
    LEGACY_KEY_BYTES,
    LEGACY_PBKDF2_DIGEST,
  );
}

/** Encrypts `json` in the legacy wire form, writing the salt (never the key). IV and salt are random unless given. */
export function encryptLegacyPayload(
  json: string,
  secret: string,
  opts: { iv?: Buffer; salt?: Buffer } = {},
): string {
  const iv = opts.iv ?? randomBytes(LEGACY_IV_BYTES);
  const salt = opts.salt ?? randomBytes(LEGACY_SALT_BYTES);
  if (iv.length !== LEGACY_IV_BYTES) throw new TypeError(`iv must be ${LEGACY_IV_BYTES} bytes`);
  if (salt.length !== LEGACY_SALT_BYTES) throw new TypeError(`salt must be ${LEGACY_SALT_BYTES} bytes`);
  return encryptWithKey(json, deriveLegacyKey(secret, salt), iv, salt);
}

/**
 * Encrypts the way the legacy client did: the middle part is the raw AES key. Exists to prove (in tests
 * and the decision record) that anyone can mint a token the server will decrypt without knowing the secret.
 */
export function encryptLegacyPayloadWithKey(json: string, key: Buffer, opts: { iv?: Buffer } = {}): string {
  if (key.length !== LEGACY_KEY_BYTES) throw new TypeError(`key must be ${LEGACY_KEY_BYTES} bytes`);
  const iv = opts.iv ?? randomBytes(LEGACY_IV_BYTES);
  if (iv.length !== LEGACY_IV_BYTES) throw new TypeError(`iv must be ${LEGACY_IV_BYTES} bytes`);
  return encryptWithKey(json, key, iv, key);
}

function encryptWithKey(json: string, key: Buffer, iv: Buffer, middle: Buffer): string {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
  return [iv.toString('hex'), middle.toString('hex'), ciphertext.toString('base64')].join(SEPARATOR);
}

interface ParsedToken {
  iv: Buffer;
  middle: Buffer;
  ciphertext: Buffer;
}

function parseHex(value: string, bytes: number, reason: 'IV' | 'KEY_OR_SALT', label: string): Buffer {
  if (!hexPattern.test(value)) throw new LegacyPayloadError(reason, `${label} is not hexadecimal`);
  if (value.length !== bytes * 2) {
    throw new LegacyPayloadError(
      reason,
      `${label} must be ${bytes * 2} hex characters (${bytes} bytes), got ${value.length}`,
    );
  }
  return Buffer.from(value, 'hex');
}

/** Splits and checks the three parts. Base64 may itself contain 'g', so only the first two separators count. */
export function parseLegacyToken(token: string): ParsedToken {
  const text = token.trim();
  const first = text.indexOf(SEPARATOR);
  const second = first < 0 ? -1 : text.indexOf(SEPARATOR, first + 1);
  if (first < 0 || second < 0) {
    throw new LegacyPayloadError(
      'FORMAT',
      'expected three parts: hex IV, "g", hex salt or key, "g", base64 ciphertext',
    );
  }
  const iv = parseHex(text.slice(0, first), LEGACY_IV_BYTES, 'IV', 'IV');
  const middle = parseHex(text.slice(first + 1, second), LEGACY_SALT_BYTES, 'KEY_OR_SALT', 'salt/key');
  const b64 = text.slice(second + 1);
  if (b64.length === 0 || !base64Pattern.test(b64)) {
    throw new LegacyPayloadError('CIPHERTEXT', 'ciphertext is not canonical base64');
  }
  const ciphertext = Buffer.from(b64, 'base64');
  if (ciphertext.length === 0 || ciphertext.length % 16 !== 0) {
    throw new LegacyPayloadError(
      'CIPHERTEXT',
      `ciphertext must be a positive multiple of 16 bytes, got ${ciphertext.length}`,
    );
  }
  return { iv, middle, ciphertext };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decryptWith(key: Buffer, { iv, ciphertext }: ParsedToken): string {
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    throw new LegacyPayloadError('DECRYPT', 'bad padding: wrong secret or tampered ciphertext');
  }
  let text: string;
  try {
    text = utf8.decode(plain);
  } catch {
    throw new LegacyPayloadError('NOT_UTF8', 'decrypted data is not UTF-8 text');
  }
  try {
    JSON.parse(text);
  } catch {
    throw new LegacyPayloadError('NOT_JSON', 'decrypted data is not JSON');
  }
  return text;
}

/**
 * Decrypts a token and says which form its middle part had. Tries the salt form first (derive the key
 * from `secret`); if that does not yield JSON, tries the middle part as the key itself (legacy form).
 * Throws LegacyPayloadError with the salt attempt's reason when neither works.
 */
export function decodeLegacyPayload(token: string, secret: string): DecodedLegacyPayload {
  const parsed = parseLegacyToken(token);
  try {
    return { plaintext: decryptWith(deriveLegacyKey(secret, parsed.middle), parsed), keyForm: 'salt' };
  } catch (saltError) {
    try {
      return { plaintext: decryptWith(parsed.middle, parsed), keyForm: 'key' };
    } catch {
      throw saltError;
    }
  }
}

/** Decrypts a token in either form and returns the JSON text. See decodeLegacyPayload for the form used. */
export function decryptLegacyPayload(token: string, secret: string): string {
  return decodeLegacyPayload(token, secret).plaintext;
}
