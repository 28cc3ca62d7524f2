/** Dialog widths of spec 2 §9 (below 768 px the shared Dialog becomes a bottom sheet). */
export const DIALOG_WIDTH = {
  deposit: 384,
  securityCheck: 400,
  recovery: 480,
  withdraw: 400,
} as const;
