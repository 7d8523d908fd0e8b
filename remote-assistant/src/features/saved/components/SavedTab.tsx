import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadingDots } from '../../../components/LoadingDots';
import { SafeHtml } from '../../../components/SafeHtml';
import { BookmarkIcon } from '../../../components/icons';
import { SmallIconButton } from '../../../components/SmallIconButton';
import type { SavedChat, SavedPagination } from '../model';

const Wrap = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 12px;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
const Item = styled.li`
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 12px;
  padding: 10px 12px;
  background: ${({ theme }) => theme.color.surface};
  .q { font-weight: 700; margin: 0 0 6px; overflow-wrap: anywhere; }
  .a { white-space: pre-wrap; overflow-wrap: anywhere; }
  .a ul, .a ol { padding-left: 1.25rem; white-space: normal; }
  .a p { margin: 4px 0; }
  .a a { color: ${({ theme }) => theme.color.primary}; font-weight: 600; text-decoration: underline; }
  .actions { display: flex; justify-content: flex-end; gap: 4px; margin-top: 4px; }
`;
const Empty = styled.div`
  margin: auto;
  text-align: center;
  padding: 24px 12px;
  p { margin: 0; }
  p:first-child { font-weight: 700; margin-bottom: 6px; }
  p + p { color: ${({ theme }) => theme.color.textMuted}; }
`;
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  button {
    min-height: 40px;
    padding: 0 14px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export interface SavedTabProps {
  items: SavedChat[];
  pagination: SavedPagination;
  fetching: boolean;
  onPage: (page: number) => void;
  onRemove: (item: SavedChat) => void;
  /** The read-aloud toggle for an item (speech feature), when supported. */
  renderReadAloud?: (item: SavedChat, key: string) => ReactNode;
}

export const savedItemKey = (item: SavedChat, index: number) => (item.idChatbotQa !== undefined ? `saved-${item.idChatbotQa}` : `saved-local-${index}`);

/**
 * The Saved tab (spec 2): saved pairs with read-aloud and remove-bookmark buttons; the empty
 * state; the loading animation on a first fetch with an empty list; pagination only with more
 * than one page, previous disabled on the first page, next on the last, both while fetching.
 */
export function SavedTab({ items, pagination, fetching, onPage, onRemove, renderReadAloud }: SavedTabProps) {
  const { t } = useTranslation('assistant');
  const { currentPage, totalPages } = pagination;
  return (
    <>
      <Wrap data-testid="saved-list" aria-busy={fetching}>
        {fetching && items.length === 0 ? (
          <LoadingDots label={t('loadingSaved')} testId="saved-loading" />
        ) : items.length === 0 ? (
          <Empty role="status">
            <p>{t('emptyTitle')}</p>
            <p>{t('emptyHint')}</p>
          </Empty>
        ) : (
          <ul style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
            {items.map((item, i) => {
              const key = savedItemKey(item, i);
              return (
                <Item key={key} data-testid="saved-item">
                  <p className="q">{item.question}</p>
                  <SafeHtml className="a" html={item.answer} />
                  <div className="actions">
                    {renderReadAloud?.(item, key)}
                    <SmallIconButton type="button" title={t('removeBookmark')} aria-label={t('removeBookmark')} onClick={() => onRemove(item)} $active>
                      <BookmarkIcon filled />
                    </SmallIconButton>
                  </div>
                </Item>
              );
            })}
          </ul>
        )}
      </Wrap>
      {totalPages > 1 ? (
        <Pager aria-label={t('pagination')}>
          <button type="button" disabled={currentPage <= 0 || fetching} onClick={() => onPage(currentPage - 1)}>
            {t('previous')}
          </button>
          <span aria-live="polite" data-testid="saved-page-label">
            {t('pageOf', { page: currentPage + 1, total: totalPages })}
          </span>
          <button type="button" disabled={currentPage >= totalPages - 1 || fetching} onClick={() => onPage(currentPage + 1)}>
            {t('next')}
          </button>
        </Pager>
      ) : null}
    </>
  );
}
