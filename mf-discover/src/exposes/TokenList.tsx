import { CONTRACT_VERSION, usePlatform } from '@nova/shared-contracts';
export const contractVersion = CONTRACT_VERSION;
export default function TokenList() {
  const p = usePlatform();
  return <div>{p.contractVersion}</div>;
}
