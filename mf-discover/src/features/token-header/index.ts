// The token header feature's door: the token page's header (spec 3 §2).
export { TokenHeader } from './components/TokenHeader';
export type { TokenHeaderProps } from './components/TokenHeader';
