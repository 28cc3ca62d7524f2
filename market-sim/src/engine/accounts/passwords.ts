/**
 * Passwords: the RSA key the sign-in forms encrypt a password with (made once, kept in the
 * state's config), decrypting it, the length rule, and checking a password against its hash.
 */
import { ACCOUNT } from '@nova/shared-contracts';
import { SimError } from '../errors';
import type { EngineState } from '../state';
import { decryptText, generateRsaKey, hashPassword, importPrivateKey, randomHex } from './crypto';
import type { RsaKeyMaterial } from './crypto';

export class PasswordKey {
  private key: CryptoKey | null = null;
  private material: RsaKeyMaterial | null = null;

  constructor(private readonly state: EngineState) {}

  async init(): Promise<void> {
    let material = this.state.config.get('rsa') as RsaKeyMaterial | undefined;
    if (!material) {
      material = await generateRsaKey();
      this.state.config.set('rsa', material);
      this.state.commit();
    }
    this.material = material;
    this.key = await importPrivateKey(material);
  }

  publicKey(): string {
    if (!this.material) throw new Error('accounts not initialised');
    return this.material.publicKey;
  }

  async decrypt(password: string): Promise<string> {
    if (!this.key) throw new Error('accounts not initialised');
    const plain = await decryptText(this.key, password);
    if (plain === null) throw new SimError(400, 'password must be RSA-OAEP encrypted with the key of /account/user/public_key');
    return plain;
  }

  /** Whether an encrypted password is the one `hash` was made from under `salt`. */
  async matches(encrypted: string, salt: string, hash: string): Promise<boolean> {
    const password = await this.decrypt(encrypted);
    return (await hashPassword(password, salt)) === hash;
  }
}

export function checkPasswordRule(password: string): void {
  if (password.length < ACCOUNT.passwordMinLength) throw new SimError(400, `password must be at least ${ACCOUNT.passwordMinLength} characters`);
}

/** A fresh salt and the hash of a password under it. */
export async function saltedHash(password: string): Promise<{ password_salt: string; password_hash: string }> {
  const salt = randomHex(16);
  return { password_salt: salt, password_hash: await hashPassword(password, salt) };
}
