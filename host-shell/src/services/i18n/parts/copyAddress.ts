/** English of Copy's feedback, the same for a wallet's address (the profile drawer) and a token's (the token page). */
export const copyAddressEn = {
  'shell.drawer.copied': 'Address copied',
  'shell.drawer.copyFailed': 'Could not copy: the browser refused clipboard access.',
} as const;
