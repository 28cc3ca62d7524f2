// An ESLint rule: a remote's feature folders keep to their rooms. Code in `src/features/<A>/` may
// import another feature only through its public door, `src/features/<B>/index.ts` (the folder
// itself); anything deeper in <B> (its components, model, api) is <B>'s inside. Code several
// features share lives in `src/shared/`. Tests are held to the same rule.
import path from 'node:path';

const FEATURE = /^(.*\/src\/features\/)([^/]+)(\/.*)?$/;
const DOORS = new Set(['', '/index', '/index.ts', '/index.tsx']);

/** Where `specifier` (relative, from `file`) lands: the feature it enters and the rest of the path, or null. */
export function roomOf(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.split(path.sep).join('/')), specifier));
  const match = FEATURE.exec(target);
  return match ? { root: match[1], feature: match[2], rest: match[3] ?? '' } : null;
}

/** The message for an import of `specifier` from `file`, or null when it keeps to the rooms. */
export function leakOf(file, specifier) {
  const from = FEATURE.exec(file.split(path.sep).join('/'));
  if (!from) return null;
  const to = roomOf(file, specifier);
  if (!to || to.root !== from[1] || to.feature === from[2] || DOORS.has(to.rest)) return null;
  return `features/${from[2]} imports the inside of features/${to.feature} ("${specifier}"): import its door (features/${to.feature}/index.ts), or move what both need to src/shared/.`;
}

export const featureRooms = {
  meta: { type: 'problem', docs: { description: 'Feature folders import each other only through their index.ts' }, schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const message = leakOf(file, specifier);
      if (message) context.report({ node: node.source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-rooms': featureRooms } };
