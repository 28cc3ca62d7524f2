/** `{product}` in the spec: our brand, used for the wallet, launchpad and layer-2 display names. */
export const PRODUCT_NAME = 'Nova';
