import { Navigate, useParams } from 'react-router-dom';
import { useInAppHref } from '../app/LocaleLink';
import { INVITE_PARAM } from '../routing/params';

/** /{locale}/r/{code}: the invite landing path, which continues to the markets with the invite carried. */
export function InviteLanding() {
  const { code = '' } = useParams();
  const target = useInAppHref('/markets');
  const valid = /^[\w-]{1,64}$/.test(code);
  return <Navigate to={valid ? `${target.split('?')[0]}?${INVITE_PARAM}=${encodeURIComponent(code)}` : target} replace />;
}
