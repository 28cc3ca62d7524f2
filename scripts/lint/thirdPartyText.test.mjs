import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { thirdPartyText } from './thirdPartyText.mjs';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser }, plugins: { house: { rules: { 'third-party-text': thirdPartyText } } }, rules: { 'house/third-party-text': 'error' } }];
const lint = (code) => linter.verify(code, config, 'Row.tsx').map((m) => m.messageId);

test('a symbol, a name or a remark rendered raw is reported, with its fallbacks and concatenations', () => {
  assert.deepEqual(lint('const a = <b>{token.symbol}</b>;'), ['child']);
  assert.deepEqual(lint('const a = <b>{token.name}</b>;'), ['child']);
  assert.deepEqual(lint('const a = <b>{wallet.remark || short(address)}</b>;'), ['child']);
  assert.deepEqual(lint('const a = <b>{row?.token_symbol}</b>;'), ['child']);
  assert.deepEqual(lint('const a = <b title={`${token.symbol} on ${chain}`} />;'), ['attribute']);
  assert.deepEqual(lint("const a = <b aria-label={t('x', { symbol: token.symbol })} />;"), ['message']);
  assert.deepEqual(lint("toast.show({ message: say('x', { wallet: ok ? group.name : '' }) });"), ['message']);
});

test('cleaned text, the product\'s own constants and non-text uses pass', () => {
  assert.deepEqual(lint('const a = <b><ThirdPartyText text={token.symbol} /></b>;'), []);
  assert.deepEqual(lint("const a = <b aria-label={t('x', { symbol: stripBidiControls(token.symbol) })} />;"), []);
  assert.deepEqual(lint('const a = <b>{CHAINS[token.chain].name}</b>;'), []);
  assert.deepEqual(lint('const a = <b>{PERP_TOKENS[chain].symbol}</b>;'), []);
  assert.deepEqual(lint('const token = PERP_TOKENS[chain];\nconst a = <b>{token.symbol}</b>;'), []);
  assert.deepEqual(lint('let token = PERP_TOKENS[chain];\nconst a = <b>{token.symbol}</b>;'), ['child']);
  assert.deepEqual(lint('const token = rows[0];\nconst a = <b>{token.symbol}</b>;'), ['child']);
  assert.deepEqual(lint('const a = <b>{error.name}</b>;'), []);
  assert.deepEqual(lint("api.call('x', { symbol: token.symbol });"), []);
  assert.deepEqual(lint('const a = <Icon symbol={token.symbol} />;'), []);
});
