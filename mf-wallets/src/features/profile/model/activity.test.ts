import { describe, expect, it } from 'vitest';
import { activitySide, activitySymbol } from './activity';

describe('wallet activity', () => {
  it('reads action 5 as a buy of the token received, anything else as a sell of the token given', () => {
    const buy = { fomox_position_action_type: 5, token_in_symbol: 'SOL', token_out_symbol: 'BONK' };
    const sell = { fomox_position_action_type: 6, token_in_symbol: 'BONK', token_out_symbol: 'SOL' };
    expect([activitySide(buy), activitySymbol(buy)]).toEqual(['buy', 'BONK']);
    expect([activitySide(sell), activitySymbol(sell)]).toEqual(['sell', 'BONK']);
  });
});
