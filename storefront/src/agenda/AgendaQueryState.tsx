import type { ComponentProps } from 'react';
import { QueryState } from '../layout/QueryState';
import { useAgendaT } from './agenda-text';

type AgendaQueryStateProps<D> = Omit<
  ComponentProps<typeof QueryState<D>>,
  'retryLabel' | 'loadingLabel'
>;

/** `QueryState` with the agenda's words for "loading" and "try again". */
export function AgendaQueryState<D>(props: AgendaQueryStateProps<D>) {
  const t = useAgendaT();
  return <QueryState {...props} retryLabel={t('retry')} loadingLabel={t('loading')} />;
}
