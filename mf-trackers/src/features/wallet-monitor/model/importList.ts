import { ACCOUNT } from '@nova/shared-contracts';

/** At most this many wallets in one import (the endpoint's limit). */
export const IMPORT_MAX = 500;

const SOLANA = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const EVM = /^0x[0-9a-fA-F]{40}$/;

export function isWalletAddress(value: string): boolean {
  return SOLANA.test(value) || EVM.test(value);
}

export interface ParsedImport {
  wallets: Array<{ wallet_address: string; remark: string }>;
  /** 1-based line numbers that are not `address` or `address, name` with a valid address and a name of at most 30. */
  invalidLines: number[];
  /** Lines whose address came earlier in the list (skipped). */
  duplicates: number;
  tooMany: boolean;
}

/**
 * The import text: one wallet per line, `address` or `address,name` (comma, tab or spaces
 * between); blank lines ignored; EVM addresses compared lower case.
 */
export function parseImport(text: string): ParsedImport {
  const wallets: ParsedImport['wallets'] = [];
  const invalidLines: number[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const match = /^(\S+?)(?:\s*[,\t]\s*|\s+)(.*)$/.exec(line);
    const address = (match ? match[1] : line) ?? '';
    const remark = (match ? match[2] : '')?.trim() ?? '';
    if (!isWalletAddress(address) || [...remark].length > ACCOUNT.nameMaxLength) {
      invalidLines.push(index + 1);
      return;
    }
    const key = address.startsWith('0x') ? address.toLowerCase() : address;
    if (seen.has(key)) {
      duplicates++;
      return;
    }
    seen.add(key);
    wallets.push({ wallet_address: address, remark });
  });
  return { wallets, invalidLines, duplicates, tooMany: wallets.length > IMPORT_MAX };
}
