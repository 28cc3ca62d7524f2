/**
 * Stacking order of everything that floats, lowest first. Toasts sit above dialogs and drawers,
 * so a message raised while the login drawer is open is seen; popovers opened inside a dialog
 * sit above that dialog.
 */
export const LAYERS = {
  sticky: 10,
  dropdown: 100,
  dialog: 1000,
  popover: 1100,
  toast: 2000,
} as const;

/** Marks an element that stays usable while a dialog makes the rest of the page inert (the toasts). */
export const TOP_LAYER_ATTRIBUTE = 'data-nova-top-layer';
