/** English of the invite modal (`features/session/InviteOffer.tsx`, loaded when the URL carries an invite code). */
export const inviteEn = {
  'shell.invite.title': 'You are invited',
  'shell.invite.body': 'Bind invite code {code} and get {rate} cash back on your trading fees.',
  'shell.invite.notNow': 'Not now',
  'shell.invite.bind': 'Bind',
  'shell.invite.bound': 'Invite code {code} is bound.',
  'shell.invite.already': 'Your account is already bound to invite code {code}.',
} as const;
