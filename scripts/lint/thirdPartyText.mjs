// An ESLint rule: text that comes from outside (a token's symbol or name, a wallet's name or remark,
// a group's name or description) reaches the screen only cleaned of bidi control characters,
// through shared-ui's ThirdPartyText (in JSX) or stripBidiControls (in messages and accessible
// names). A symbol "U+202E TDSU" read raw displays as "USDT" (issue 36): the rule reports a raw
// read of such a field that flows straight into a JSX child, a text attribute (aria-label, title,
// alt, placeholder) or a message's arguments (t(...), say(...), formatMessage(...)).
//
// It reads the code, not the types: a field is third-party by its name (`symbol`, `token_symbol`,
// `remark`, ..., and `name` on a token, wallet, group, holder, trade or row); a read rooted in an
// all-capitals constant (CHAINS[chain].name, PERP_TOKENS[chain].symbol), directly or through a
// local const taken from one, is the product's own text.

const FIELDS = new Set(['symbol', 'token_symbol', 'base_symbol', 'quote_symbol', 'token_name', 'wallet_name', 'remark', 'remark_name', 'remarkName', 'group_name', 'description']);
const OWNERS_OF_NAME = /token|info|wallet|group|holder|trade|row|item/i;
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);
const MESSAGE_CALLS = new Set(['t', 'say', 'formatMessage']);

/** The identifier a member chain starts from (`CHAINS` for CHAINS[c].name), or null. */
function rootOf(node) {
  let at = node;
  while (at.type === 'MemberExpression' || at.type === 'TSNonNullExpression' || at.type === 'ChainExpression') at = at.type === 'MemberExpression' ? at.object : at.expression;
  return at.type === 'Identifier' ? at.name : null;
}

const OWN_CONSTANT = /^[A-Z][A-Z0-9_]+$/;

/** Whether `name`, read at `node`, is a local `const` taken from the product's own constants (`const token = PERP_TOKENS[chain]`). */
function aliasesOwnConstant(name, node, source) {
  for (let scope = source.getScope(node); scope; scope = scope.upper) {
    const variable = scope.set.get(name);
    if (!variable) continue;
    const definition = variable.defs[0];
    if (definition?.type !== 'Variable' || definition.parent.kind !== 'const' || !definition.node.init) return false;
    const root = rootOf(definition.node.init);
    return root !== null && OWN_CONSTANT.test(root);
  }
  return false;
}

function isThirdPartyField(node, source) {
  if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') return false;
  const root = rootOf(node);
  if (root && (OWN_CONSTANT.test(root) || aliasesOwnConstant(root, node, source))) return false;
  const field = node.property.name;
  return FIELDS.has(field) || (field === 'name' && OWNERS_OF_NAME.test(source.getText(node.object)));
}

/** Whether `node` hands a third-party field on unchanged (itself, a fallback, a branch or a concatenation of it). */
export function passesRawText(node, source) {
  if (!node) return false;
  switch (node.type) {
    case 'ChainExpression':
    case 'TSNonNullExpression':
    case 'TSAsExpression':
      return passesRawText(node.expression, source);
    case 'MemberExpression':
      return isThirdPartyField(node, source);
    case 'LogicalExpression':
      return passesRawText(node.left, source) || passesRawText(node.right, source);
    case 'ConditionalExpression':
      return passesRawText(node.consequent, source) || passesRawText(node.alternate, source);
    case 'TemplateLiteral':
      return node.expressions.some((e) => passesRawText(e, source));
    case 'BinaryExpression':
      return node.operator === '+' && (passesRawText(node.left, source) || passesRawText(node.right, source));
    default:
      return false;
  }
}

const calleeName = (callee) => (callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : '');

export const thirdPartyText = {
  meta: {
    type: 'problem',
    docs: { description: "Third-party text reaches the screen through ThirdPartyText or stripBidiControls" },
    schema: [],
    messages: {
      child: 'Third-party text `{{text}}` rendered raw: render it with <ThirdPartyText text={...} /> (shared-ui), which removes bidi controls and isolates it.',
      attribute: 'Third-party text `{{text}}` in {{attribute}} raw: pass it through stripBidiControls (shared-ui) first.',
      message: 'Third-party text `{{text}}` as a message argument raw: pass it through stripBidiControls (shared-ui) first.',
    },
  },
  create(context) {
    const source = context.sourceCode;
    return {
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if ((parent.type === 'JSXElement' || parent.type === 'JSXFragment') && passesRawText(node.expression, source)) {
          context.report({ node, messageId: 'child', data: { text: source.getText(node.expression) } });
        } else if (parent.type === 'JSXAttribute' && TEXT_ATTRIBUTES.has(parent.name.name) && passesRawText(node.expression, source)) {
          context.report({ node, messageId: 'attribute', data: { text: source.getText(node.expression), attribute: parent.name.name } });
        }
      },
      Property(node) {
        const object = node.parent;
        const call = object.parent;
        if (object.type !== 'ObjectExpression' || call?.type !== 'CallExpression' || !call.arguments.includes(object)) return;
        if (MESSAGE_CALLS.has(calleeName(call.callee)) && passesRawText(node.value, source)) {
          context.report({ node: node.value, messageId: 'message', data: { text: source.getText(node.value) } });
        }
      },
    };
  },
};
