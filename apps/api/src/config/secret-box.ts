import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the few secrets the server keeps for a company (the internal AI endpoint's API key) with
 * AES-256-GCM (decision 0039). The key is derived from the server's secret (AUTH_SECRET, or the one
 * kept in DATA_DIR) with HKDF, so there is nothing more to configure; the company id is bound in as
 * associated data, so a ciphertext copied to another company's row does not open.
 *
 * Stored as `v1.{iv}.{ciphertext}.{tag}` (base64url). If the server's secret changes, `open` returns
 * null and the holder is asked to enter the key again.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(serverSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', serverSecret, 'competencyhub', 'secret-box v1', 32));
  }

  seal(plain: string, companyId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(companyId));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, body, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when it cannot be opened (another server secret, another company, altered). */
  open(sealed: string, companyId: string): string | null {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== 'v1' || !iv || body === undefined || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(companyId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}
