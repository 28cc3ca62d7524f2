// The transfer guide's public face (other features and the exposes import only this file).
export { GuideDialog } from './components/GuideDialog';
export { takeFirstGuideShow } from './model/guide';
