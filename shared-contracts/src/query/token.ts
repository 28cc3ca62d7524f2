import type { TokenInfo } from '../api/tokens';

/**
 * The token's 24h change and volume, read one way everywhere. token_info carries them twice
 * (`price_change_24h` and `trend_info.price_change_24h`); the top-level fields are the ones that
 * lists, pushes (token_stats_change '24h') and the cache keep current, so every remote reads these.
 */
export const tokenChange24h = (token: Pick<TokenInfo, 'price_change_24h'>): number => token.price_change_24h;
export const tokenVolume24h = (token: Pick<TokenInfo, 'volume_24h'>): TokenInfo['volume_24h'] => token.volume_24h;
