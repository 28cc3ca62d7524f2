// The Node door of @nova/shared-contracts (`@nova/shared-contracts/endpoints`): every endpoint's
// schemas, loaded synchronously. For market-sim, e2e and test helpers; browser code imports the
// package root, where the schemas arrive per group with their first call (`loadEndpoint`), and
// lint keeps this entry out of it. Explicit named re-exports only.
export { ENDPOINTS } from './api/endpoints';
export { klineBarSchema } from './api/tokens';
export { perpChainSchema, perpFundStatSchema } from './api/perp';
export { tokenProfitSchema, walletProfitSchema } from './api/profile';
export { orderResultSchema, quoteDataSchema, tradeEventSchema } from './api/trade';
export { gasInfoSchema } from './api/gas';
export { walletActivitySchema } from './api/extra';
export { followTradeSchema, remarkSchema, smartWalletSchema, walletGroupSchema, walletInfoSchema } from './api/monitor';
export { activitySchema, holderSchema, searchTokenSchema, searchWalletSchema } from './api/discover';
export { watchTokenSchema } from './api/watch';
export { assetSchema, positionSchema } from './api/balance';
