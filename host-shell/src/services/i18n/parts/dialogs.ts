/** English of the shell's dialogs chunk (`shell-dialogs`): the safety tip (risk code 407001) and the perpetuals guide. */
export const dialogsEn = {
  'shell.gotIt': 'Got it',
  'shell.risk.title': 'Security check failed',
  'shell.risk.body': 'This request was blocked because your device or network was flagged as risky. Your funds are safe and nothing was executed.',
  'shell.risk.network': 'Switch off your VPN or proxy, or switch to another network.',
  'shell.risk.device': 'Use a device you usually trade from.',
  'shell.risk.later': 'If it keeps happening, try again after 24 hours.',
  'shell.perpsGuide.title': 'Perpetuals guide',
  'shell.perpsGuide.body': 'Perpetual futures on {product} trade from a separate perpetual account: deposit or convert funds into it first, then open positions with leverage. Positions can be liquidated when the margin runs out.',
} as const;
