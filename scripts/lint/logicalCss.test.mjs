import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { logicalCss, physicalDeclarations } from './logicalCss.mjs';

test('physical sides are found with their logical twin', () => {
  const css = 'margin-left: auto;\npadding-right: 4px;\nborder-left-color: red;\ntext-align: right;\nfloat: left;\n  left: 0;';
  assert.deepEqual(physicalDeclarations(css).map((d) => d.logical), ['margin-inline-start', 'padding-inline-end', 'border-inline-start-color', 'text-align: end', 'float: inline-start', 'inset-inline-start (or inset-inline for both)']);
});

test('logical properties, other words with left or right in them and marked lines pass', () => {
  const css = 'margin-inline-start: auto;\ntext-align: start;\ninset-inline: 0;\nborder-top-left-radius: 2px;\n[data-align=\'right\'] { text-align: end; }\nleft: 50%; /* physical: centred with translate */\ntransform-origin: top left;';
  assert.deepEqual(physicalDeclarations(css), []);
});

test('the rule reads styled and css templates, on the line of the declaration', () => {
  const linter = new Linter({ configType: 'flat' });
  const config = [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser }, plugins: { house: { rules: { 'logical-css': logicalCss } } }, rules: { 'house/logical-css': 'error' } }];
  const code = 'const A = styled.div`\n  display: flex;\n  margin-left: ${x};\n  left: ${y}; /* physical: plot coordinates */\n`;\nconst B = css`padding-right: 2px;`;\nconst C = html`margin-left: 0;`;';
  assert.deepEqual(linter.verify(code, config, 'A.tsx').map((m) => m.line), [3, 6]);
});
