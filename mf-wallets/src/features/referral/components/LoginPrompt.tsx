import { Button, EmptyState, usePlatform } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';

export interface LoginPromptProps {
  /** Where the host goes after sign-in. */
  redirectTo: string;
}

/** The login-required face of the bind and invite-plan views (spec 2 §6). */
export function LoginPrompt({ redirectTo }: LoginPromptProps) {
  const platform = usePlatform();
  const { t } = useWalletsMessages();
  return (
    <EmptyState
      title={t('wallets.referral.loginHint')}
      action={
        <Button variant="primary" onClick={() => void platform.session.requestLogin({ redirectTo })}>
          {t('wallets.login.short')}
        </Button>
      }
    />
  );
}
