/**
 * English of the launch board (the `./LaunchBoard` expose), keys "discover.launch.*"; ICU messages.
 * The quick buy label is in ../en.ts (the list's rows have it too); launchMessages.ts adds the list's English.
 */
export const enLaunch = {
  'discover.launch.title': 'Launches',
  'discover.launch.stages': 'Launch stage',
  'discover.launch.stage.new': 'New',
  'discover.launch.stage.completing': 'Completing',
  'discover.launch.stage.completed': 'Completed',
  'discover.launch.region.new': 'New launches',
  'discover.launch.region.completing': 'Completing launches',
  'discover.launch.region.completed': 'Completed launches',
  'discover.launch.empty': 'No launches here yet',
  'discover.launch.platforms': 'Launch platform',
  'discover.launch.allPlatforms': 'All platforms',
  'discover.launch.age': 'Age',
  'discover.launch.marketCap': 'MC',
  'discover.launch.volume': 'V',
  'discover.launch.holders': 'Holders',
  'discover.launch.progress': 'Bonding curve progress',
} as const;
