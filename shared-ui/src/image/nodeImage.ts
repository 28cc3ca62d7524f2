/** A 1x1 transparent PNG: what an image inside the node becomes if it cannot be embedded (the export still succeeds). */
const BLANK = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * A share card as a PNG, drawn by html-to-image (loaded on first use, so it is never part of a
 * first render): at 2x, at the card's own size whatever its preview's scale, fonts left to the
 * system (no stylesheet is read). Under the host's CSP this needs img-src data: and blob:, which
 * it allows; nothing is fetched but the images already in the node.
 */
export async function nodePng(node: HTMLElement, size: { width: number; height: number }): Promise<Blob> {
  const { toBlob } = await import(/* webpackChunkName: "html-to-image" */ 'html-to-image');
  const blob = await toBlob(node, { pixelRatio: 2, width: size.width, height: size.height, skipFonts: true, imagePlaceholder: BLANK, style: { transform: 'none', margin: '0' } });
  if (!blob) throw new Error('the browser returned no image');
  return blob;
}

/** Saves a blob under a file name (a temporary object URL and a download link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Whether this browser can put an image on the clipboard. */
export function canCopyImages(): boolean {
  return typeof ClipboardItem !== 'undefined' && typeof navigator !== 'undefined' && typeof navigator.clipboard?.write === 'function';
}

/** Puts a PNG on the clipboard (the image promise goes straight into the item, as Safari requires). */
export async function copyPng(image: Promise<Blob>): Promise<void> {
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': image })]);
}
