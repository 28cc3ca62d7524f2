import type { Handlers } from '../core';
import { requireUser } from '../core';
import { SimError } from '../errors';
import { runOnce } from '../idempotency';
import { cancelLadder, placeLadder } from '../ladder';
import { findToken } from './market';

/** A laddered exit's calls (`limitOrderLadder`, `limitOrderLadderCancel`): custodial, each once per idempotency key. */
export const ladderHandlers = {
  limitOrderLadder: (ctx, input) => {
    const user = requireUser(ctx);
    if (user.auth_method === 'wallet') throw new SimError(405009, 'an exit plan needs a custodial login: switch wallet');
    return runOnce(ctx, user, 'limitOrderLadder', input, () => placeLadder(ctx.core, user, findToken(ctx, input.chain, input.base_token), input, ctx.now));
  },

  limitOrderLadderCancel: (ctx, input) => {
    const user = requireUser(ctx);
    return runOnce(ctx, user, 'limitOrderLadderCancel', input, () => cancelLadder(ctx.core, user, input.chain, input.plan_id));
  },
} satisfies Partial<Handlers>;
