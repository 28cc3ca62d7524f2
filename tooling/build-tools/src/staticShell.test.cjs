const test = require('node:test');
const assert = require('node:assert');
const { withShell, documentPath } = require('./staticShell.cjs');

const DOC = '<!doctype html><html lang=en data-theme=dark><head><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

test('the shell goes into the empty root, inert and hidden from assistive tech, with the locale as lang', () => {
  const html = withShell(DOC, { locale: 'pt-BR', html: '<header>Buscar</header>' });
  assert.strictEqual(html, '<!doctype html><html lang="pt-BR" data-theme=dark><head><script defer src=/main.js></script></head><body><div id="root"><div data-static-shell inert aria-hidden="true"><header>Buscar</header></div></div></body></html>');
});

test('a document without an empty root is an error, not a document without a shell', () => {
  assert.throws(() => withShell('<html lang=en><body><main></main></body></html>', { locale: 'en', html: '' }), /no empty <div id="root"><\/div>/);
});

test('the default locale is index.html, others their lower-case folder', () => {
  assert.strictEqual(documentPath('en', 'en'), 'index.html');
  assert.strictEqual(documentPath('pt-BR', 'en'), 'pt-br/index.html');
  assert.strictEqual(documentPath('zh-tw', 'en'), 'zh-tw/index.html');
});
