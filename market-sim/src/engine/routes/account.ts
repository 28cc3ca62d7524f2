import type { Handlers } from '../core';
import { requireUser } from '../core';

export const accountHandlers = {
  accountPublicKey: (ctx) => ({ public_key: ctx.core.accounts.publicKey(), algorithm: 'RSA-OAEP-256' as const }),
  accountVerifyEmail: (ctx, input) => ctx.core.accounts.verifyEmail(input.email),
  accountSendCode: (ctx, input) => ctx.core.accounts.sendCode(input.email, input.purpose ?? 'register'),
  accountVerifyCode: (ctx, input) => {
    ctx.core.accounts.checkCode(input.email, input.code, false);
    return { verified: true as const };
  },
  accountRegister: (ctx, input) => ctx.core.accounts.register(input.email, input.password, input.code, input.invitation_code),
  accountLogin: (ctx, input) => ctx.core.accounts.login(input.email, input.password, input.code),
  accountLoginByCode: (ctx, input) => ctx.core.accounts.loginByCode(input.email, input.code),
  accountReset: async (ctx, input) => {
    await ctx.core.accounts.reset(input.email, input.password, input.code);
    return { reset: true as const };
  },
  accountRefreshToken: (ctx, input) => ctx.core.accounts.refresh(input.refresh_token),
  accountLogout: (ctx) => {
    requireUser(ctx);
    ctx.core.accounts.logout(ctx.headers.authorization);
    return { logged_out: true as const };
  },
  walletSignMessage: (ctx, input) => ctx.core.accounts.signMessage(input.chain, input.address),
  walletAuth: (ctx, input) => ctx.core.accounts.walletAuth(input),
  accountGoogleOauth: (ctx, input) => ctx.core.accounts.oauthLogin(input.code, 'google', input.invitation_code),
  accountExchangeOauth: (ctx, input) => ctx.core.accounts.oauthLogin(input.code, 'exchange', input.invitation_code),
  accountPerpRenew: (ctx, input) => ctx.core.accounts.perpTokens(requireUser(ctx), input.refresh_token),
  devLatestCode: (ctx, input) => ctx.core.accounts.latestCode(input.email),
} satisfies Partial<Handlers>;
