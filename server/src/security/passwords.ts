import argon2 from 'argon2';
import type { AppConfig } from '../config.js';

export class PasswordHasher {
  private readonly options: argon2.HashOptions;
  /** A hash to verify against when the user is unknown, so timing does not reveal it. */
  private dummy: Promise<string> | null = null;

  constructor(config: AppConfig) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: config.auth.argon2MemoryKib,
      timeCost: config.auth.argon2TimeCost,
      parallelism: 1,
    };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      this.dummy ??= this.hash('dummy-password-for-timing');
      await argon2.verify(await this.dummy, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
