import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Button, ErrorState, Spinner, vars } from '@nova/shared-ui';
import { useProfileMessages } from '../i18n/messages';

export interface InfiniteFooterProps {
  hasNextPage: boolean;
  fetching: boolean;
  error: Error | null;
  fetchNextPage: () => void;
}

/**
 * The end of an infinite list (spec 2 §4): the next page loads when this comes into view (or on
 * Load more); the list ends when a page came back with fewer than 30 rows.
 */
export function InfiniteFooter({ hasNextPage, fetching, error, fetchNextPage }: InfiniteFooterProps) {
  const { t } = useProfileMessages();
  const ref = useRef<HTMLDivElement>(null);
  const next = useRef(fetchNextPage);
  next.current = fetchNextPage;
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNextPage || fetching || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && next.current(), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, fetching, error]);
  if (error) return <ErrorState title={t('walletProfile.list.error')} message={error.message} onRetry={fetchNextPage} retryLabel={t('walletProfile.list.retry')} />;
  return (
    <Foot ref={ref}>
      {fetching ? (
        <Spinner label={t('walletProfile.list.loadingMore')} />
      ) : hasNextPage ? (
        <Button size="sm" variant="ghost" onClick={fetchNextPage}>
          {t('walletProfile.list.more')}
        </Button>
      ) : (
        <span className="end">{t('walletProfile.list.end')}</span>
      )}
    </Foot>
  );
}

const Foot = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.size.space4};
  .end { color: ${vars.color.textDim}; font-size: ${vars.size.fontXs}; }
`;
