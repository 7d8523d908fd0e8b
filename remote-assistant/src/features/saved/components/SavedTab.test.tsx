import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import en from '../../../locales/en.json';
import { SavedTab } from './SavedTab';

const pag = (currentPage: number, totalPages: number) => ({ currentPage, totalPages, pageSize: 5, totalElements: totalPages * 5 });
const noop = () => undefined;

describe('SavedTab', () => {
  it('shows the loading animation during a fetch with an empty list', () => {
    renderWithProviders(<SavedTab items={[]} pagination={pag(0, 0)} fetching onPage={noop} onRemove={noop} />, { messages: { assistant: en } });
    expect(screen.getByTestId('saved-loading')).toBeInTheDocument();
    expect(screen.queryByText('No saved bookmarks yet')).not.toBeInTheDocument();
  });

  it('keeps showing the list (no loading animation) while refetching a non-empty list', () => {
    renderWithProviders(<SavedTab items={[{ idChatbotQa: 1, question: 'Q', answer: 'A' }]} pagination={pag(0, 2)} fetching onPage={noop} onRemove={noop} />, {
      messages: { assistant: en },
    });
    expect(screen.queryByTestId('saved-loading')).not.toBeInTheDocument();
    expect(screen.getByText('Q')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows pagination only with more than one page', () => {
    const { rerender } = renderWithProviders(<SavedTab items={[{ question: 'Q', answer: 'A' }]} pagination={pag(0, 1)} fetching={false} onPage={noop} onRemove={noop} />, {
      messages: { assistant: en },
    });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const onPage = jest.fn();
    rerender(<SavedTab items={[{ question: 'Q', answer: 'A' }]} pagination={pag(1, 3)} fetching={false} onPage={onPage} onRemove={noop} />);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[0], [2]]);
  });

  it('offers read aloud and remove on each item', () => {
    const onRemove = jest.fn();
    const item = { idChatbotQa: 3, question: 'Q', answer: '<p>A</p>' };
    renderWithProviders(
      <SavedTab items={[item]} pagination={pag(0, 1)} fetching={false} onPage={noop} onRemove={onRemove} renderReadAloud={(_i, key) => <button type="button">read {key}</button>} />,
      { messages: { assistant: en } },
    );
    expect(screen.getByRole('button', { name: 'read saved-3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.removeBookmark }));
    expect(onRemove).toHaveBeenCalledWith(item);
  });
});
