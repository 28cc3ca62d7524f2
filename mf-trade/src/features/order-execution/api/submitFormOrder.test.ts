import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defaultChainPresets } from '@nova/shared-contracts';
import { createPlatformDouble } from '@nova/platform-double';
import { TEST_API_URL, TEST_WS_URL, closeAfterTest, server, sim, simSession } from '@nova/platform-double/testing';
import type { FormOrder } from '../model/formOrder';
import { submitFormOrder } from './submitFormOrder';

async function hotSolanaToken() {
  const engine = await sim.ready;
  const response = await engine.handle({ method: 'GET', path: '/token/hot/list?chain=solana&limit=20&min_liquidity=20000' });
  const token = (response.body as { data: { tokens: { address: string; symbol: string; security_info: { is_pixiu: number } }[] } }).data.tokens.find((t) => t.security_info.is_pixiu === 0);
  if (!token) throw new Error('no liquid solana token');
  return token;
}

async function platformOf(signedIn: boolean) {
  const platform = createPlatformDouble({ apiBaseUrl: TEST_API_URL, wsUrl: TEST_WS_URL, session: signedIn ? await simSession() : null });
  closeAfterTest(() => platform.close());
  return platform;
}

function countOrders() {
  const counter = { orders: 0 };
  server.use(
    http.post(`${TEST_API_URL}/trade/order/create`, () => {
      counter.orders++;
      return undefined;
    }),
  );
  return counter;
}

const order = (address: string, symbol: string, over: Partial<FormOrder> = {}): FormOrder => ({
  gate: 'ready',
  chain: 'solana',
  address,
  symbol,
  tokenDecimals: 6,
  security: undefined,
  side: 'buy',
  orderType: 'market',
  amount: '0.01',
  targetPriceUsd: null,
  settings: defaultChainPresets('solana').presetMap.P1.BUY,
  fees: { priorityFee: '', tip: '' },
  user: null,
  walletLogin: false,
  walletAddress: '',
  quote: null,
  gas: null,
  invitationCode: null,
  tpsl: false,
  riskConfirmed: false,
  ...over,
});

describe('submitFormOrder: plan -> the one executor -> result', () => {
  it('a visitor is asked to log in and nothing is sent', async () => {
    const token = await hotSolanaToken();
    const platform = await platformOf(false);
    const counter = countOrders();
    const login = vi.spyOn(platform.session, 'requestLogin').mockResolvedValue(false);
    await expect(submitFormOrder(platform, 'test:login', order(token.address, token.symbol, { gate: 'login' }), [])).resolves.toBe('none');
    expect(login).toHaveBeenCalledTimes(1);
    expect(counter.orders).toBe(0);
  });

  it('deposit opens the deposit dialog of the chain', async () => {
    const token = await hotSolanaToken();
    const platform = await platformOf(true);
    const deposit = vi.fn();
    platform.bus.on('deposit.open', deposit);
    await expect(submitFormOrder(platform, 'test:deposit', order(token.address, token.symbol, { gate: 'deposit' }), [])).resolves.toBe('none');
    expect(deposit).toHaveBeenCalledWith({ chain: 'solana' });
  });

  it('a risky wallet order asks the risk confirm before anything is sent', async () => {
    const token = await hotSolanaToken();
    const platform = await platformOf(true);
    const counter = countOrders();
    const risky = { is_pixiu: 0, is_open_source: 0 } as FormOrder['security'];
    const quote = { quote_id: 'q', need_approved: 0, approve_address: '', from_token: '', to_token: '', amount_in: '0', amount_out: '0', min_amount_out: '0', price_impact: 0, expires_at: 0 };
    await expect(submitFormOrder(platform, 'test:risk', order(token.address, token.symbol, { walletLogin: true, quote, security: risky }), [])).resolves.toBe('confirmRisk');
    expect(counter.orders).toBe(0);
  });

  it('places a market order and says placed; a second submit while it is in flight places nothing', async () => {
    const token = await hotSolanaToken();
    const platform = await platformOf(true);
    const counter = countOrders();
    const user = platform.session.get().user;
    const submitted = order(token.address, token.symbol, { user, walletAddress: user?.sol_address ?? '' });
    const [first, second] = await Promise.all([submitFormOrder(platform, 'test:market', submitted, []), submitFormOrder(platform, 'test:market', submitted, [])]);
    expect(first).toBe('placed');
    expect(second).toBe('none');
    expect(counter.orders).toBe(1);
    expect(platform.toast.shown().map((toast) => toast.message)).toContain(`Trade success: ${token.symbol}`);
  }, 15_000);
});
