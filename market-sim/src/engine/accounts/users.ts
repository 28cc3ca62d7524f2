/**
 * The users of the durable state: lookup by email or id, creation (custodial addresses, referrer,
 * demo balances), the session view of a user, and the one-off move of pre-Phantom-path Solana
 * addresses.
 */
import type { SessionUserData } from '@nova/shared-contracts';
import type { EngineState, UserRecord } from '../state';
import { SOLANA_PATH, currentSolAddress, custodialWalletOf } from './mnemonic';
import { refCodeOf } from './referral';
import { randomHex } from './crypto';

export class Users {
  constructor(
    private readonly state: EngineState,
    private readonly now: () => number,
    /** Demo balances credited to every new user: balance id suffix -> amount. */
    private readonly demoBalances: Readonly<Record<string, string>>,
  ) {}

  /**
   * Data written before custodial Solana addresses followed Phantom's path holds the pathless
   * ones: they move, once per data directory, to the address the exported phrase recovers in
   * Phantom. Balances and holdings are kept by user id, so they follow; past orders and trades
   * keep the address they were made from.
   */
  moveSolAddresses(): void {
    if (this.state.config.get('sol_path') === SOLANA_PATH) return;
    for (const user of [...this.state.users.values()]) {
      const custodial = user.auth_method !== 'wallet' || user.wallet_family === 'evm';
      const moved = custodial && user.sol_address ? currentSolAddress(user.user_id, user.sol_address) : user.sol_address;
      if (moved !== user.sol_address) this.state.users.set(user.user_id, { ...user, sol_address: moved });
    }
    this.state.config.set('sol_path', SOLANA_PATH);
    this.state.commit();
  }

  byEmail(email: string): UserRecord | undefined {
    const wanted = email.toLowerCase();
    for (const user of this.state.users.values()) if (user.email === wanted) return user;
    return undefined;
  }

  find(emailOrId: string): UserRecord | undefined {
    return this.state.users.get(emailOrId) ?? this.byEmail(emailOrId);
  }

  /** The wallet-login user of an address (the last one kept, as before), if any. */
  byWallet(family: 'evm' | 'solana', address: string): UserRecord | undefined {
    let user: UserRecord | undefined;
    for (const candidate of this.state.users.values()) {
      if (candidate.auth_method !== 'wallet') continue;
      if (family === 'evm' ? candidate.evm_address === address : candidate.sol_address === address) user = candidate;
    }
    return user;
  }

  /** Replaces a kept user (a new password). */
  update(user: UserRecord): void {
    this.state.users.set(user.user_id, user);
  }

  view(user: UserRecord): SessionUserData {
    return {
      user_id: user.user_id,
      ...(user.email ? { email: user.email } : {}),
      ...(user.sol_address ? { sol_address: user.sol_address } : {}),
      ...(user.evm_address ? { evm_address: user.evm_address } : {}),
      wallet_type: user.wallet_type,
      authMethod: user.auth_method,
      ...(user.source_type ? { source_type: user.source_type } : {}),
      ...(user.wallet_family ? { wallet_family: user.wallet_family } : {}),
      perp_main_uid: `perp_${user.user_id}`,
    };
  }

  create(fields: Omit<UserRecord, 'user_id' | 'created_at' | 'frozen'>): UserRecord {
    const userId = `u${randomHex(8)}`;
    const wallet = custodialWalletOf(userId);
    const user: UserRecord = {
      user_id: userId,
      created_at: this.now(),
      frozen: false,
      // Custodial users get server-held addresses, both recovered by their BIP-39 phrase (see
      // mnemonic.ts); wallet users keep their own and get the other family's custodial one.
      sol_address: wallet.solAddress,
      evm_address: wallet.evmAddress,
      ...fields,
    };
    const code = fields.invitation_code?.trim().toUpperCase();
    const referrer = code ? [...this.state.users.values()].find((u) => refCodeOf(u.user_id) === code) : undefined;
    if (referrer) Object.assign(user, { referrer_id: referrer.user_id, bound_at: user.created_at });
    this.state.users.set(userId, user);
    // A wallet login's coins (and a Solana wallet's USDT token account) are what its wallet holds
    // on the sim's chains (routes/walletChain.ts): the ledger seeds its perp accounts only.
    const seeds = Object.entries(this.demoBalances).filter(([suffix]) => fields.auth_method !== 'wallet' || suffix.startsWith('perp|'));
    for (const [suffix, amount] of seeds) this.state.balances.set(`${userId}|${suffix}`, amount);
    return user;
  }
}
