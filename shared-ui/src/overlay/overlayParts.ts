// The overlay chunk's content (overlayChunk.ts): the Dialog's code and that of the parts only dialogs draw.
export { DialogPanel } from './DialogPanel';
export { TextAreaField } from '../controls/TextAreaField';
export { FitPreviewFrame } from '../image/FitPreviewFrame';
