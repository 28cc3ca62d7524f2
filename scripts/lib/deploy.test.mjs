import assert from 'node:assert';
import { createServer } from 'node:http';
import test from 'node:test';
import { buildRegistry, parseEvmRpcUrls, resolveApi, spawnMarketSim } from './deploy.mjs';

const remotes = [{ name: 'trade', manifestUrl: 'http://127.0.0.1:8101/mf-manifest.json', contractMajor: 2 }];

test('on market-sim, a wallet is offered the sim\'s local chain of each EVM trading chain', () => {
  const target = resolveApi({ api: '', simPort: 8090 });
  const registry = buildRegistry({ apiBaseUrl: target.apiBaseUrl, wsUrl: target.wsUrl, evmRpcUrls: target.evmRpcUrls, remotes });
  assert.deepStrictEqual(registry.evmRpcUrls, {
    eth: `${target.apiBaseUrl}/rpc/evm/eth`,
    bsc: `${target.apiBaseUrl}/rpc/evm/bsc`,
    base: `${target.apiBaseUrl}/rpc/evm/base`,
    gatelayer: `${target.apiBaseUrl}/rpc/evm/gatelayer`,
  });
});

test('another API takes its RPC URLs from NOVA_EVM_RPC_URLS; none leaves the entry out', () => {
  assert.deepStrictEqual(parseEvmRpcUrls('eth=https://eth.example.com, base=https://base.example.com/rpc'), { eth: 'https://eth.example.com', base: 'https://base.example.com/rpc' });
  assert.deepStrictEqual(parseEvmRpcUrls(undefined), {});
  assert.throws(() => parseEvmRpcUrls('solana=https://x.example.com'), /not chain=url/);
  assert.throws(() => parseEvmRpcUrls('https://x.example.com'), /not chain=url/);
  assert.strictEqual('evmRpcUrls' in buildRegistry({ apiBaseUrl: 'https://api.example.com', wsUrl: 'wss://api.example.com/ws', remotes }), false);
  assert.throws(() => buildRegistry({ apiBaseUrl: 'https://api.example.com', wsUrl: 'wss://api.example.com/ws', remotes, evmRpcUrls: { eth: 'ftp://x' } }), /not an http\(s\) URL/);
});

test('a market-sim is not started on a port another server answers on (it would be taken for the new sim)', async () => {
  const other = createServer((_req, res) => res.end('an older sim'));
  await new Promise((resolve) => other.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = other.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await assert.rejects(spawnMarketSim({ port, dataDir: '/nonexistent' }), new RegExp(`already answers: another market-sim or server holds port ${port}`));
  } finally {
    await new Promise((resolve) => other.close(() => resolve(undefined)));
  }
});
