import { Dialog, exposeModule } from '@nova/shared-ui';
import type { ExposedProps } from '@nova/shared-contracts';
import { useSearchMessages } from '../i18n/searchMessages';
import { useNarrow } from '../shared/hooks/useNarrow';
import { SearchPanel } from '../features/search/components/SearchPanel';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type SearchDialogProps = ExposedProps<'mf_discover', './SearchDialog'>;

/** Width of the desktop modal. */
const SEARCH_DIALOG_WIDTH = 640;

/**
 * mf_discover './SearchDialog' (spec 3 §2): a 640 px modal on desktop, a full-height drawer below
 * 768 px. Each opening starts fresh from `query`.
 */
function SearchDialog({ open, query = '', onClose }: SearchDialogProps) {
  const { t, locale } = useSearchMessages();
  const narrow = useNarrow();
  return (
    <Dialog open={open} onClose={onClose} title={t('discover.search.title')} variant={narrow ? 'drawer' : 'modal'} width={SEARCH_DIALOG_WIDTH} closeLabel={t('discover.search.close')}>
      <SearchPanel initialQuery={query} onClose={onClose} t={t} locale={locale} />
    </Dialog>
  );
}

export default exposeModule(SearchDialog);
