// The overlay chunk, loaded on the first open of a Dialog (overlayPart.ts): the Dialog's code and
// that of the parts only dialogs draw.
export { DialogPanel } from './DialogPanel';
export { TextAreaField } from '../controls/TextAreaField';
export { FitPreviewFrame } from '../image/FitPreviewFrame';
