/** English of the not-found page (its route's chunk, and the token and wallet pages' for a malformed path). */
export const notFoundEn = {
  'shell.notFound.title': 'Page not found',
  'shell.notFound.body': 'There is nothing at {path}.',
  'shell.notFound.back': 'Go to Markets',
} as const;
