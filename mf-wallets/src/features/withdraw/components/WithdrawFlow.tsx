import { Suspense, lazy, useReducer, useState } from 'react';
import type { TradingChain } from '@nova/shared-contracts';
import { Spinner, newIdempotencyKey } from '@nova/shared-ui';
import type { CheckMethod } from '../../../shared/security/securityCheck';
import { initialWithdraw, withdrawReducer } from '../model/withdrawForm';
import { WithdrawForm } from './WithdrawForm';
import type { WithdrawReview } from './WithdrawForm';

// The steps after the form load when a withdraw was quoted: the dialog's first render is the form
// (the expose's size budget, webpack.config.cjs).
const WithdrawConfirm = lazy(() => import('./WithdrawConfirm').then((m) => ({ default: m.WithdrawConfirm })));
const WithdrawSend = lazy(() => import('./WithdrawSend').then((m) => ({ default: m.WithdrawSend })));

export interface WithdrawFlowProps {
  chain: TradingChain;
  ownAddress: (chain: TradingChain) => string;
  method: Exclude<CheckMethod, 'none'>;
  email: string;
  onDone: () => void;
}

type Step = { name: 'form' } | { name: 'confirm' | 'send'; review: WithdrawReview; key: string; attempt: number };

/**
 * The custodial withdraw in steps (spec 2 §2, §8): the form, the confirm step with the quoted fee,
 * then the security check and the withdraw. The form keeps what was typed when the user goes
 * back; a withdraw gets its idempotency key when it is quoted, so Try again repeats it under the
 * same key.
 */
export function WithdrawFlow({ chain, ownAddress, method, email, onDone }: WithdrawFlowProps) {
  const [form, dispatch] = useReducer(withdrawReducer, chain, initialWithdraw);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const toForm = () => setStep({ name: 'form' });

  if (step.name === 'form') {
    return <WithdrawForm state={form} dispatch={dispatch} ownAddress={ownAddress} onReview={(review) => setStep({ name: 'confirm', review, key: newIdempotencyKey(), attempt: 0 })} />;
  }
  return (
    <Suspense fallback={<Spinner decorative size={20} />}>
      {step.name === 'confirm' ? (
        <WithdrawConfirm summary={step.review.summary} onBack={toForm} onConfirm={() => setStep({ ...step, name: 'send' })} />
      ) : (
        <WithdrawSend
          // A new attempt starts a fresh security check.
          key={step.attempt}
          review={step.review}
          idempotencyKey={step.key}
          method={method}
          email={email}
          onRetry={() => setStep({ ...step, name: 'confirm', attempt: step.attempt + 1 })}
          onEdit={toForm}
          onDone={onDone}
        />
      )}
    </Suspense>
  );
}
