import { useEffect, useState } from 'react';
import { LAYOUT } from '@nova/shared-contracts';
import type { Loadable } from '@nova/shared-contracts';
import { Dialog, LoadableView, lazyModule, toLoadableError } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { ListMessages } from '../../../i18n/messages';
import type { FilterListId, FilterState } from '../model/filterState';
import type { FilterForm as FilterFormType } from './FilterForm';

export interface FilterDrawerProps {
  open: boolean;
  list: FilterListId;
  /** The filter in force; the drawer edits a copy until Confirm. */
  value: FilterState;
  onConfirm: (value: FilterState) => void;
  onClose: () => void;
  t: Translate<ListMessages>;
}

type FilterFormComponent = typeof FilterFormType;

// The form (fields, input rules, reducer) is a chunk of its own, fetched on the drawer's first open: a list's first rows do not wait for it.
const filterForm = lazyModule(() => import(/* webpackChunkName: "filter-form" */ './FilterForm').then((module) => module.FilterForm));

/** The form's chunk as a Loadable: pending until it is in (at once once it was), an error until Retry. */
function useFilterForm(): { form: Loadable<FilterFormComponent>; retry: () => void } {
  const [form, setForm] = useState<Loadable<FilterFormComponent>>(() => {
    const loaded = filterForm.get();
    return loaded ? { status: 'success', data: loaded } : { status: 'pending' };
  });
  useEffect(() => {
    if (form.status !== 'pending') return undefined;
    let mounted = true;
    filterForm.load().then(
      (component) => {
        if (mounted) setForm({ status: 'success', data: component });
      },
      (error: unknown) => {
        if (mounted) setForm({ status: 'error', error: toLoadableError(error) });
      },
    );
    return () => {
      mounted = false;
    };
  }, [form.status]);
  return { form, retry: () => setForm({ status: 'pending' }) };
}

/**
 * The token filter drawer (482 wide, full width below 768 px). Its form comes in its own chunk on
 * the first opening (the drawer shows a loading status until then, and a failed load an alert with
 * Retry) and starts from the filter in force at each opening.
 */
export function FilterDrawer({ open, list, value, onConfirm, onClose, t }: FilterDrawerProps) {
  const title = t('discover.filter.title');
  return (
    <Dialog open={open} onClose={onClose} title={title} variant="drawer" width={LAYOUT.drawerWidth} closeLabel={t('discover.search.close')}>
      <DrawerBody title={title} list={list} value={value} onConfirm={onConfirm} t={t} />
    </Dialog>
  );
}

/** Mounted with each opening (a Dialog renders its children while open). */
function DrawerBody({ title, list, value, onConfirm, t }: Omit<FilterDrawerProps, 'open' | 'onClose'> & { title: string }) {
  const { form, retry } = useFilterForm();
  return (
    <LoadableView value={form} loadingLabel={t('discover.loading', { list: title })} errorTitle={t('discover.error', { list: title })} retryLabel={t('discover.retry')} onRetry={retry} skeletonRows={8}>
      {(FilterForm) => <FilterForm list={list} value={value} onConfirm={onConfirm} t={t} />}
    </LoadableView>
  );
}
