import { ENDPOINT_META, chainKeySchema, channelKey, decimalString, int } from '@nova/shared-contracts';
import { CHANNELS } from '@nova/shared-contracts/realtime';
import type { EndpointName } from '@nova/shared-contracts';
import * as v from 'valibot';
import type { Engine } from './engine';
import { SimError, VALIDATION_CODE } from './errors';
import { errorBody, json } from './http';
import type { SimResponse } from './http';
import { D } from './money';
import { walletAddressFor } from './routes/discover';
import { approveQrTicket } from './routes/qrLogin';
import { LOAD_LIMITS } from './realtime/load';
import type { LoadConfig, LoadShape } from './realtime/load';

/**
 * Dev-only admin API under /__admin (off unless the engine is created with `admin: true`):
 * set a price (with `history`, the token's earlier trades repriced by the same factor), set a
 * token's security flags, move time, force an error on the next matching call, freeze or log out a
 * user, flag a device, drop every socket, pause pushes, set the load mode (realtime/load.ts).
 */

const endpointName = v.picklist(Object.keys(ENDPOINT_META) as [EndpointName, ...EndpointName[]]);
const nonEmpty = () => v.pipe(v.string(), v.minLength(1));

const COMMANDS = {
  'POST /__admin/price': v.object({ chain: chainKeySchema, address: nonEmpty(), price_usd: decimalString, history: v.optional(v.boolean(), false) }),
  'POST /__admin/security': v.pipe(
    v.object({ chain: chainKeySchema, address: nonEmpty(), is_pixiu: v.optional(v.picklist([0, 1])), is_open_source: v.optional(v.picklist([0, 1])) }),
    v.check((input) => input.is_pixiu !== undefined || input.is_open_source !== undefined, 'is_pixiu or is_open_source is required'),
  ),
  'POST /__admin/time': v.object({ forward_ms: v.pipe(int(), v.gtValue(0), v.maxValue(365 * 86_400_000)) }),
  'POST /__admin/fail': v.pipe(
    v.object({
      endpoint: v.optional(endpointName),
      path: v.optional(v.pipe(v.string(), v.startsWith('/'))),
      code: int(),
      status: v.optional(v.pipe(int(), v.minValue(400), v.maxValue(599)), 400),
      message: v.optional(v.string(), 'forced by market-sim admin'),
      times: v.optional(v.pipe(int(), v.gtValue(0)), 1),
    }),
    v.check((input) => input.endpoint !== undefined || input.path !== undefined, 'endpoint or path is required'),
  ),
  'POST /__admin/drop_sockets': v.object({}),
  'POST /__admin/pause': v.object({ paused: v.boolean() }),
  'POST /__admin/user': v.object({ user: nonEmpty(), frozen: v.optional(v.boolean()), revoke_sessions: v.optional(v.boolean()) }),
  'POST /__admin/device': v.object({ device_id: nonEmpty(), flagged: v.boolean() }),
  'POST /__admin/load': v.object({
    rate: v.pipe(int(), v.minValue(0), v.maxValue(LOAD_LIMITS.maxRate)),
    tokens: v.optional(v.pipe(int(), v.minValue(1), v.maxValue(LOAD_LIMITS.maxTokens)), 1000),
    shape: v.optional(v.picklist(['price', 'rank', 'hot']), 'price'),
    // Shape 'hot': the token whose trades and prices make the whole rate.
    chain: v.optional(chainKeySchema),
    address: v.optional(nonEmpty()),
  }),
  'GET /__admin/state': v.object({}),
  // Tapes what is sent on a token's trade_history and token_price_change keys from now on (GET reads it).
  'POST /__admin/tape': v.object({ chain: chainKeySchema, address: nonEmpty() }),
  'GET /__admin/tape': v.object({}),
  // The {product} app scanning a QR sign-in code and approving it with its wallet (routes/qrLogin.ts).
  'POST /__admin/qr_login': v.object({ ticket: nonEmpty(), address: nonEmpty() }),
  'POST /__admin/trade': v.object({ chain: chainKeySchema, address: nonEmpty(), side: v.picklist(['buy', 'sell']), usd: v.pipe(v.number(), v.gtValue(0), v.maxValue(1_000_000)), holder_rank: v.optional(v.pipe(int(), v.minValue(1), v.maxValue(100)), 1), wallet: v.optional(nonEmpty()) }),
} as const;

interface ForcedError {
  endpoint?: EndpointName;
  path?: string;
  code: number;
  status: number;
  message: string;
  times: number;
}

export class Admin {
  readonly forced: ForcedError[] = [];
  readonly flaggedDevices = new Set<string>();

  constructor(private readonly engine: Engine) {}

  /** A forced error for this call, consumed once per `times`. */
  takeForced(name: EndpointName, path: string): SimResponse | undefined {
    const index = this.forced.findIndex((f) => (f.endpoint !== undefined && f.endpoint === name) || (f.path !== undefined && f.path === path));
    if (index < 0) return undefined;
    const forced = this.forced[index] as ForcedError;
    forced.times--;
    if (forced.times <= 0) this.forced.splice(index, 1);
    return json(forced.status, errorBody(forced.code, forced.message));
  }

  /** Device ids the risk check refuses (407001): flagged here, or starting with "flagged". */
  isFlagged(deviceId: string | undefined): boolean {
    return deviceId !== undefined && (deviceId.startsWith('flagged') || this.flaggedDevices.has(deviceId));
  }

  handle(method: string, path: string, body: unknown): SimResponse {
    const command = `${method} ${path}` as keyof typeof COMMANDS;
    const schema = COMMANDS[command];
    if (!schema) return json(404, errorBody(404, `no admin command ${method} ${path}`));
    const parsed = v.safeParse(schema as v.GenericSchema, body ?? {});
    if (!parsed.success) return json(400, errorBody(VALIDATION_CODE, `invalid admin request: ${parsed.issues[0]?.message ?? 'bad input'}`));
    try {
      const data = this.run(command, parsed.output as Record<string, unknown>);
      this.engine.state.commit();
      return json(200, { code: 0, message: 'success', data });
    } catch (error) {
      this.engine.state.rollback();
      if (error instanceof SimError) return json(error.status, errorBody(error.code, error.message));
      throw error;
    }
  }

  private run(command: keyof typeof COMMANDS, input: Record<string, unknown>): unknown {
    const { engine } = this;
    switch (command) {
      case 'POST /__admin/price': {
        const token = engine.market.find(String(input.chain), String(input.address));
        if (!token) throw new SimError(404, 'unknown token', 404);
        engine.market.setPrice(token, new D(String(input.price_usd)), engine.now(), { history: input.history === true });
        engine.trading.processTriggers();
        return { current_price: engine.market.priceUsd(token).toFixed() };
      }
      case 'POST /__admin/security': {
        const token = engine.market.find(String(input.chain), String(input.address));
        if (!token) throw new SimError(404, 'unknown token', 404);
        const patch: { is_pixiu?: number; is_open_source?: number } = {};
        if (input.is_pixiu !== undefined) patch.is_pixiu = Number(input.is_pixiu);
        if (input.is_open_source !== undefined) patch.is_open_source = Number(input.is_open_source);
        const security = engine.market.setSecurity(token, patch);
        return { is_pixiu: security.is_pixiu, is_open_source: security.is_open_source };
      }
      case 'POST /__admin/time':
        engine.clock.moveForward(Number(input.forward_ms));
        engine.market.advanceTo(engine.now());
        engine.trading.processTriggers();
        return { now: engine.now() };
      case 'POST /__admin/fail':
        this.forced.push(input as unknown as ForcedError);
        return { pending: this.forced.length };
      case 'POST /__admin/drop_sockets':
        return { dropped: engine.hub.dropAll() };
      case 'POST /__admin/pause':
        engine.hub.paused = input.paused === true;
        return { paused: engine.hub.paused };
      case 'POST /__admin/user': {
        const user = engine.accounts.findUser(String(input.user));
        if (!user) throw new SimError(404, 'unknown user', 404);
        if (typeof input.frozen === 'boolean') engine.state.users.set(user.user_id, { ...user, frozen: input.frozen });
        const revoked = input.revoke_sessions === true ? engine.accounts.revokeSessions(user.user_id) : 0;
        return { user_id: user.user_id, frozen: engine.state.users.get(user.user_id)?.frozen ?? false, revoked };
      }
      case 'POST /__admin/qr_login':
        return approveQrTicket(engine, String(input.ticket), String(input.address));
      case 'POST /__admin/device':
        if (input.flagged === true) this.flaggedDevices.add(String(input.device_id));
        else this.flaggedDevices.delete(String(input.device_id));
        return { flagged: [...this.flaggedDevices] };
      case 'POST /__admin/load': {
        let token: LoadConfig['token'];
        if (input.chain !== undefined || input.address !== undefined) {
          const found = engine.market.find(String(input.chain), String(input.address));
          if (!found) throw new SimError(404, 'unknown token', 404);
          token = { chain: found.def.chain, address: found.def.address };
        }
        engine.load.configure({ rate: Number(input.rate), tokens: Number(input.tokens), shape: input.shape as LoadShape, token });
        return { load: engine.load.current };
      }
      case 'POST /__admin/trade': {
        // A background trade by the simulated wallet at that holder rank (1 = the largest): the
        // same path as the market's own flow, so tape, price and holder pushes all follow.
        const token = engine.market.find(String(input.chain), String(input.address));
        if (!token) throw new SimError(404, 'unknown token', 404);
        const maker = input.wallet === undefined ? engine.market.holderAtRank(token, Number(input.holder_rank)) : engine.market.walletByAddr(String(input.wallet))?.index;
        if (maker === undefined) throw new SimError(404, input.wallet === undefined ? 'no holder at that rank' : 'not a simulated wallet', 404);
        engine.market.tradeAs(token, input.side === 'sell' ? 'sell' : 'buy', maker, Number(input.usd), engine.now());
        const wallet = engine.market.wallets[maker];
        return { wallet: wallet ? walletAddressFor(wallet, token.def.chain) : '', current_price: engine.market.priceUsd(token).toFixed() };
      }
      case 'POST /__admin/tape': {
        const token = engine.market.find(String(input.chain), String(input.address));
        if (!token) throw new SimError(404, 'unknown token', 404);
        const params = { chain: token.def.chain, address: token.def.address };
        const keys = [channelKey(CHANNELS.tradeHistory.name, params), channelKey(CHANNELS.tokenPriceChange.name, params)];
        engine.hub.tape(keys);
        return { keys };
      }
      case 'GET /__admin/tape':
        return engine.hub.tapeRecord;
      case 'GET /__admin/state':
        return { now: engine.now(), sockets: engine.hub.size, paused: engine.hub.paused, forced: this.forced, load: engine.load.current };
    }
  }
}
