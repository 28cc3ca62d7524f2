/** English of the staging preview's banner (the `preview` chunk, loaded only when a preview is asked for or kept). */
export const previewEn = {
  'shell.preview.banner': 'Staging preview: {remote} is loaded from {url}',
  'shell.preview.clear': 'Clear preview',
  'shell.preview.refused': 'Preview refused: {reason}. Nothing was loaded from it.',
} as const;
