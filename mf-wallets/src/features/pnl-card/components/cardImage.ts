import { nodePng } from '@nova/shared-ui';
import { CARD_HEIGHT, CARD_WIDTH } from './CardArt';

/** The card as a PNG at its own size (696 x 423), whatever the preview's scale. */
export function cardPng(node: HTMLElement): Promise<Blob> {
  return nodePng(node, { width: CARD_WIDTH, height: CARD_HEIGHT });
}
