/** A trade of the wallet's activity list (`walletActivity`). Pure functions. */
import type { EndpointResponse } from '@nova/shared-contracts';

type Activity = Pick<EndpointResponse<'walletActivity'>['list'][number], 'fomox_position_action_type' | 'token_in_symbol' | 'token_out_symbol'>;

/** The position action type of a buy; every other action is a sell (spec 2 §3). */
const BUY_ACTION = 5;

export function activitySide(row: Pick<Activity, 'fomox_position_action_type'>): 'buy' | 'sell' {
  return row.fomox_position_action_type === BUY_ACTION ? 'buy' : 'sell';
}

/** The token the trade is about: what a buy received, what a sell gave. */
export function activitySymbol(row: Activity): string {
  return activitySide(row) === 'buy' ? row.token_out_symbol : row.token_in_symbol;
}
