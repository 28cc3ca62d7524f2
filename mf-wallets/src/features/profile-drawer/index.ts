/** The profile drawer's public door (spec 2 §2): the signed-in user's account drawer. */
export { ProfileDrawer, PROFILE_DRAWER_WIDTH } from './components/ProfileDrawer';
export type { ProfileDrawerProps } from './components/ProfileDrawer';
export type { AccountDialog } from './model/drawer';
