// Standalone dev harness (nova-webpack dev, http://127.0.0.1:4206): the floating wallet tracker;
// its position is kept in this origin's localStorage through the double's prefs.
import { mountHarness } from '@nova/platform-double';
import { ThemeStyles } from '@nova/shared-ui';
import Trackers from './exposes/Trackers';

mountHarness(
  'mf-trackers',
  <>
    <ThemeStyles />
    <Trackers />
  </>,
);
