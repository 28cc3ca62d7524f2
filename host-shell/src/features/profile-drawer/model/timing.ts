// Apart from ./drawer so that the account menu (in every first render) can time the drawer's
// close without pulling in the drawer's model and its decimal.js (the drawer itself is lazy).

/** How long the drawer's closing slide takes (spec 2 §9). */
export const DRAWER_CLOSE_MS = 300;
