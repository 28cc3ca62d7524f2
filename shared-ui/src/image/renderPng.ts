import { toBlob } from 'html-to-image';

/** A 1x1 transparent PNG: what an image inside the node becomes if it cannot be embedded (the export still succeeds). */
const BLANK = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** `nodePng`'s work, in the chunk of html-to-image (nodeImage.ts). */
export async function renderPng(node: HTMLElement, size: { width: number; height: number }): Promise<Blob> {
  const blob = await toBlob(node, { pixelRatio: 2, width: size.width, height: size.height, skipFonts: true, imagePlaceholder: BLANK, style: { transform: 'none', margin: '0' } });
  if (!blob) throw new Error('the browser returned no image');
  return blob;
}
