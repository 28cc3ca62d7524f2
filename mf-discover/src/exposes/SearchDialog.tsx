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
 * mf_discover './SearchDialog' (spec 3 §2): a 640 px dialog on desktop, a full-height drawer below
 * 768 px. Each opening starts fresh from `query`. Not modal (shared-ui Dialog `modal={false}`): it
 * sits above the page with its backdrop, but opening it does not make the whole page inert, a style
 * pass over every element that cost about 25 ms each way on a phone-speed CPU; Escape, a press
 * outside it or Tab out of it closes it.
 */
function SearchDialog({ open, query = '', onClose }: SearchDialogProps) {
  const { t, locale } = useSearchMessages();
  const narrow = useNarrow();
  return (
    <Dialog open={open} onClose={onClose} title={t('discover.search.title')} variant={narrow ? 'drawer' : 'modal'} modal={false} width={SEARCH_DIALOG_WIDTH} closeLabel={t('discover.search.close')}>
      <SearchPanel initialQuery={query} onClose={onClose} t={t} locale={locale} />
    </Dialog>
  );
}

export default exposeModule(SearchDialog);
