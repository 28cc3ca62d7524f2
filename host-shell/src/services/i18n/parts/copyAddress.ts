/** English of Copy's feedback on a token's address (the token page). */
export const copyAddressEn = {
  'shell.drawer.copied': 'Address copied',
  'shell.drawer.copyFailed': 'Could not copy: the browser refused clipboard access.',
} as const;
