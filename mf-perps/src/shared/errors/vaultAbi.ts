/**
 * The custom errors of the perp vault contract (spec 2 §8) and of its token, as an ABI for viem's
 * decodeErrorResult. The Solidity sources (market-sim contracts) declare the same errors.
 */
export const VAULT_ERRORS_ABI = [
  { type: 'error', name: 'ZeroDeposit', inputs: [] },
  { type: 'error', name: 'ZeroDepositFee', inputs: [] },
  { type: 'error', name: 'DepositExceedLimit', inputs: [] },
  { type: 'error', name: 'TokenNotAllowed', inputs: [] },
  { type: 'error', name: 'BrokerNotAllowed', inputs: [] },
  { type: 'error', name: 'WithdrawPaused', inputs: [] },
  { type: 'error', name: 'WithdrawNotPaused', inputs: [] },
  { type: 'error', name: 'BalanceNotEnough', inputs: [] },
  { type: 'error', name: 'InsufficientBalance', inputs: [] },
  { type: 'error', name: 'InvalidSwapSignature', inputs: [] },
  { type: 'error', name: 'SwapAlreadySubmitted', inputs: [] },
  { type: 'error', name: 'AccountIdInvalid', inputs: [] },
  { type: 'error', name: 'AddressZero', inputs: [] },
  { type: 'error', name: 'InvalidTokenAddress', inputs: [] },
  { type: 'error', name: 'NativeTokenDepositAmountMismatch', inputs: [] },
  { type: 'error', name: 'OnlyCrossChainManagerCanCall', inputs: [] },
  {
    type: 'error',
    name: 'AccessControlUnauthorizedAccount',
    inputs: [
      { name: 'account', type: 'address' },
      { name: 'neededRole', type: 'bytes32' },
    ],
  },
  { type: 'error', name: 'AccessControlBadConfirmation', inputs: [] },
  { type: 'error', name: 'WithdrawAlreadyPaid', inputs: [] },
  // The token's own error (market-sim's TestUSDT), met when the vault takes more than the allowance;
  // its InsufficientBalance has the vault's selector above.
  { type: 'error', name: 'InsufficientAllowance', inputs: [] },
] as const;

export type VaultErrorName = (typeof VAULT_ERRORS_ABI)[number]['name'];
