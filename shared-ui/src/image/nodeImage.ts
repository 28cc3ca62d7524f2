/**
 * A share card as a PNG, drawn by html-to-image (with renderPng.ts, loaded on first use, so it is
 * never part of a first render): at 2x, at the card's own size whatever its preview's scale, fonts
 * left to the system (no stylesheet is read). Under the host's CSP this needs img-src data: and
 * blob:, which it allows; nothing is fetched but the images already in the node.
 */
export async function nodePng(node: HTMLElement, size: { width: number; height: number }): Promise<Blob> {
  const { renderPng } = await import(/* webpackChunkName: "html-to-image" */ './renderPng');
  return renderPng(node, size);
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
