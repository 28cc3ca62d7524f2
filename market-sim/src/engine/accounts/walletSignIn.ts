/**
 * Wallet sign-in's proof of ownership: the message a wallet signs (kept in memory for five
 * minutes) and the check of its EVM (EIP-191) or Solana (ed25519) signature.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { CHAINS, PRODUCT_NAME, base58Decode, isChainAddress } from '@nova/shared-contracts';
import type { ChainKey, WalletType } from '@nova/shared-contracts';
import { isAddress, verifyMessage } from 'viem';
import { SimError } from '../errors';
import { randomHex } from './crypto';

const SOURCE_WALLET: Readonly<Record<number, WalletType>> = { 4: 'nova', 5: 'metamask', 6: 'phantom', 7: 'walletconnect' };
const SIGN_MESSAGE_TTL_MS = 5 * 60_000;

export interface WalletAuthInput {
  chain: ChainKey;
  address: string;
  sign: string;
  source_type: number;
  timestamp: number;
  wallet_type?: WalletType;
  invitation_code?: string;
}

/** A wallet whose ownership is proven: what a wallet session is opened for. */
export interface ProvenWallet {
  family: 'evm' | 'solana';
  address: string;
  wallet_type: WalletType;
  source_type: number;
  invitation_code?: string | undefined;
}

export class WalletSignIn {
  private readonly signMessages = new Map<string, string>();

  constructor(private readonly now: () => number) {}

  signMessage(chain: ChainKey, address: string): { message: string; timestamp: number } {
    const family = CHAINS[chain].family;
    if (!isChainAddress(chain, address)) {
      throw new SimError(400, `invalid ${family === 'evm' ? 'EVM' : 'Solana'} address`);
    }
    const timestamp = this.now();
    const message = `Sign in to ${PRODUCT_NAME}\n\nAddress: ${address}\nChain: ${chain}\nTimestamp: ${timestamp}\nNonce: ${randomHex(8)}`;
    this.signMessages.set(`${family}:${family === 'evm' ? address.toLowerCase() : address}:${timestamp}`, message);
    return { message, timestamp };
  }

  /** Checks the signature of a message from signMessage (spent when valid); the wallet it proves. */
  async verify(input: WalletAuthInput): Promise<ProvenWallet> {
    const family = CHAINS[input.chain].family;
    const address = family === 'evm' ? input.address.toLowerCase() : input.address;
    const key = `${family}:${address}:${input.timestamp}`;
    const message = this.signMessages.get(key);
    if (!message) throw new SimError(400, 'unknown sign-in message: fetch /account/user/plug_in_sign_message first');
    if (this.now() - input.timestamp > SIGN_MESSAGE_TTL_MS) {
      this.signMessages.delete(key);
      throw new SimError(400, 'sign-in message expired');
    }
    const valid = family === 'evm' ? await verifyEvm(input.address, message, input.sign) : verifySolana(input.address, message, input.sign);
    if (!valid) throw new SimError(401, 'invalid signature: it was not made by this address for this message', 401);
    this.signMessages.delete(key);
    const walletType = input.wallet_type || (SOURCE_WALLET[input.source_type] ?? (family === 'solana' ? 'phantom' : 'metamask'));
    return { family, address, wallet_type: walletType, source_type: input.source_type, invitation_code: input.invitation_code };
  }
}

async function verifyEvm(address: string, message: string, signature: string): Promise<boolean> {
  if (!isAddress(address, { strict: false }) || !/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  try {
    return await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
  } catch {
    return false;
  }
}

function decodeSignature(sign: string): Uint8Array | null {
  const hex = sign.startsWith('0x') ? sign.slice(2) : sign;
  if (/^[0-9a-fA-F]{128}$/.test(hex)) return Uint8Array.from(hex.match(/../g) as string[], (b) => parseInt(b, 16));
  return base58Decode(sign);
}

function verifySolana(address: string, message: string, sign: string): boolean {
  const publicKey = base58Decode(address);
  const signature = decodeSignature(sign);
  if (publicKey?.length !== 32 || signature?.length !== 64) return false;
  try {
    return ed25519.verify(signature, new TextEncoder().encode(message), publicKey);
  } catch {
    return false;
  }
}
