// A held position's laddered exit (issue 34): the position card's "Exit plan" and its dialog.
export { ExitPlanAction } from './components/ExitPlanAction';
