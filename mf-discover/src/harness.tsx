// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4203): the exposed modules against a
// running market-sim (http://127.0.0.1:4000; override with ?api=…&ws=…). ?module=TokenList|LaunchBoard|SearchDialog
// picks the module shown (the switcher at the top keeps it in the URL).
import { useState } from 'react';
import { mountHarness } from '@nova/platform-double';
import type { TokenRef } from '@nova/shared-contracts';
import { Button, Tabs, ThemeStyles } from '@nova/shared-ui';
import TokenList from './exposes/TokenList';
import LaunchBoard from './exposes/LaunchBoard';
import SearchDialog from './exposes/SearchDialog';

const MODULES = ['TokenList', 'LaunchBoard', 'SearchDialog'] as const;
type ModuleName = (typeof MODULES)[number];

const fromUrl = (): ModuleName => {
  const name = new URLSearchParams(location.search).get('module');
  return MODULES.find((module) => module === name) ?? 'TokenList';
};

function Harness() {
  const [module, setModule] = useState<ModuleName>(fromUrl);
  const pick = (next: ModuleName) => {
    const url = new URL(location.href);
    url.searchParams.set('module', next);
    history.replaceState(null, '', url);
    setModule(next);
  };
  return (
    <>
      <ThemeStyles />
      <Tabs label="Module" items={MODULES.map((value) => ({ value, label: value }))} value={module} onChange={pick} />
      {module === 'TokenList' && <TokenLists />}
      {module === 'LaunchBoard' && <LaunchBoard />}
      {module === 'SearchDialog' && <Search />}
    </>
  );
}

function TokenLists() {
  const [picked, setPicked] = useState<TokenRef | null>(null);
  return (
    <>
      <TokenList list="hot" />
      <p>onSelect picked: {picked ? `${picked.chain} ${picked.address}` : 'nothing yet'}</p>
      <TokenList list="new" chain="solana" onSelect={setPicked} />
    </>
  );
}

function Search() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <div>
        <Button onClick={() => setOpen(true)}>Open search</Button>
      </div>
      <SearchDialog open={open} query="" onClose={() => setOpen(false)} />
    </>
  );
}

mountHarness('mf-discover', <Harness />);
