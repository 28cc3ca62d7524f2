// An ESLint rule: styles are written with logical properties, so every layout mirrors under a
// right-to-left locale (dir="rtl", issue 36). In CSS written as tagged templates (styled.x`...`,
// styled(X)`...`, css`...`), margin/padding/border-left|right, text-align: left|right, float and
// the left/right offsets are reported with their logical twin. A line that must stay physical
// (a centring `left: 50%` with a translate, a chart canvas that is always left to right) says so
// with a `/* physical: why */` comment on that line.

const PHYSICAL = [
  { pattern: /\b(margin|padding)-(left|right)\s*:/, fix: (m) => `${m[1]}-inline-${m[2] === 'left' ? 'start' : 'end'}` },
  { pattern: /\bborder-(left|right)(-[a-z]+)?\s*:/, fix: (m) => `border-inline-${m[1] === 'left' ? 'start' : 'end'}${m[2] ?? ''}` },
  { pattern: /\btext-align\s*:\s*(left|right)\b/, fix: (m) => `text-align: ${m[1] === 'left' ? 'start' : 'end'}` },
  { pattern: /\bfloat\s*:\s*(left|right)\b/, fix: (m) => `float: inline-${m[1] === 'left' ? 'start' : 'end'}` },
  { pattern: /(?:^|[\s;{])(left|right)\s*:/, fix: (m) => `inset-inline-${m[1] === 'left' ? 'start' : 'end'} (or inset-inline for both)` },
];

/** The physical declarations in a piece of CSS text: [{ line (0-based in the text), found, logical }]. */
export function physicalDeclarations(css) {
  const found = [];
  css.split('\n').forEach((line, index) => {
    if (/\/\*\s*physical\b/.test(line)) return;
    for (const { pattern, fix } of PHYSICAL) {
      const match = pattern.exec(line);
      if (match) found.push({ line: index, found: match[0].trim().replace(/^[;{]\s*/, ''), logical: fix(match) });
    }
  });
  return found;
}

const STYLE_TAG = /^(styled\b|css$|keyframes$|injectGlobal$)/;

export const logicalCss = {
  meta: {
    type: 'problem',
    docs: { description: 'CSS uses logical properties (inline-start/end) so layouts mirror under dir="rtl"' },
    schema: [],
    messages: { physical: '`{{found}}` is physical: use {{logical}}, or mark the line /* physical: why */.' },
  },
  create(context) {
    const source = context.sourceCode;
    return {
      TaggedTemplateExpression(node) {
        if (!STYLE_TAG.test(source.getText(node.tag))) return;
        for (const quasi of node.quasi.quasis) {
          for (const hit of physicalDeclarations(quasi.value.raw)) {
            const line = quasi.loc.start.line + hit.line;
            // The marker may sit after an interpolation on the same line (another quasi).
            if (/\/\*\s*physical\b/.test(source.lines[line - 1] ?? '')) continue;
            context.report({ loc: { start: { line, column: 0 }, end: { line, column: 1 } }, messageId: 'physical', data: hit });
          }
        }
      },
    };
  },
};
