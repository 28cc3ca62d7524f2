// The user's position, open orders and trade history of the token (under the trade form).
export { Activity } from './components/Activity';
