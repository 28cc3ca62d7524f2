import { atom } from 'jotai';
import { initialTradeForm, tradeFormReducer } from './tradeForm';
import type { TradeFormAction, TradeFormState } from './tradeForm';

const tradeFormStateAtom = atom<TradeFormState>(initialTradeForm);

/** The trade form: read the state, write actions through the pure reducer. */
export const tradeFormAtom = atom(
  (get) => get(tradeFormStateAtom),
  (get, set, action: TradeFormAction) => set(tradeFormStateAtom, tradeFormReducer(get(tradeFormStateAtom), action)),
);
