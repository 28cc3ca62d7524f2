// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4204) against a running market-sim
// (http://127.0.0.1:4000; override with ?api=…&ws=…). ?module= picks what to show:
//   profile (default; ?address=…&chain=…), deposit, recovery, bind, plan, affiliate.
// Most modules need a signed-in user: use "Sign in with market-sim" in the harness header (a
// Google session, so the recovery phrase's security check here is the consent-page flow).
import { useState, type ReactNode } from 'react';
import { mountHarness } from '@nova/platform-double';
import { isChainKey } from '@nova/shared-contracts';
import type { ReferralView } from '@nova/shared-contracts';
import { Button, ThemeStyles } from '@nova/shared-ui';
import DepositDialog from './exposes/DepositDialog';
import RecoveryPhraseDialog from './exposes/RecoveryPhraseDialog';
import Referral from './exposes/Referral';
import WalletProfile from './exposes/WalletProfile';

const MODULES = ['profile', 'deposit', 'recovery', 'bind', 'plan', 'affiliate'] as const;
type HarnessModule = (typeof MODULES)[number];

const query = new URLSearchParams(location.search);
const chain = query.get('chain');
const picked = query.get('module');
const hrefOf = (name: HarnessModule) => {
  const next = new URLSearchParams(query);
  next.set('module', name);
  return `?${next.toString()}`;
};
const module: HarnessModule = (MODULES as readonly string[]).includes(picked ?? '') ? (picked as HarnessModule) : 'profile';

/** A dialog module as the host mounts it: while open, unmounted after onClose. */
function DialogLauncher({ label, children }: { label: string; children: (onClose: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <div>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && children(() => setOpen(false))}
    </div>
  );
}

function Picked() {
  switch (module) {
    case 'deposit':
      return <DialogLauncher label="Deposit">{(onClose) => <DepositDialog onClose={onClose} />}</DialogLauncher>;
    case 'recovery':
      return <DialogLauncher label="Export recovery phrase">{(onClose) => <RecoveryPhraseDialog onClose={onClose} />}</DialogLauncher>;
    case 'bind':
    case 'plan':
    case 'affiliate':
      return <Referral view={module satisfies ReferralView} />;
    default:
      return <WalletProfile chain={isChainKey(chain) ? chain : 'solana'} address={query.get('address') ?? 'So11111111111111111111111111111111111111112'} />;
  }
}

mountHarness(
  'mf-wallets',
  <>
    <ThemeStyles />
    <nav aria-label="Harness modules" style={{ display: 'flex', gap: 8, fontSize: 12 }}>
      {MODULES.map((name) => (
        <a key={name} href={hrefOf(name)} aria-current={name === module ? 'page' : undefined} style={{ color: name === module ? '#e6e8ee' : '#8a93a6' }}>
          {name}
        </a>
      ))}
    </nav>
    <Picked />
  </>,
);
