/** English of the swap page (`route-swap`). */
export const swapEn = {
  'shell.swap.pick': 'Pick a token from the list to swap it.',
  'shell.swap.title': 'Swap',
} as const;
