import { STORAGE_KEYS } from '@app/shared';
import { springPage } from '../../testing/fakes';
import { InvalidSavedChatsResponse, parseSavedPage, readLocalSaved, writeLocalSaved } from './model';

describe('parseSavedPage', () => {
  it('reads content, pageable.pageNumber, pageable.pageSize, totalElements and totalPages', () => {
    const page = springPage([{ idChatbotQa: 7, question: 'q', answer: 'a' }], 1, 5, 6);
    expect(parseSavedPage(page, 1)).toEqual({
      items: [{ idChatbotQa: 7, question: 'q', answer: 'a' }],
      pagination: { currentPage: 1, pageSize: 5, totalElements: 6, totalPages: 2 },
    });
  });
  it('is invalid without a content list', () => {
    expect(() => parseSavedPage(null, 0)).toThrow(InvalidSavedChatsResponse);
    expect(() => parseSavedPage({ content: 'nope' }, 0)).toThrow(InvalidSavedChatsResponse);
    expect(() => parseSavedPage({} as never, 0)).toThrow(InvalidSavedChatsResponse);
  });
});

describe('the locally stored copy', () => {
  it('round-trips', () => {
    writeLocalSaved([{ question: 'q', answer: 'a' }]);
    expect(readLocalSaved()).toEqual([{ question: 'q', answer: 'a' }]);
  });
  it('resets a corrupt copy to an empty list', () => {
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(STORAGE_KEYS.savedChats, '[{"question": broken');
    expect(readLocalSaved()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.savedChats)).toBe('[]');
    localStorage.setItem(STORAGE_KEYS.savedChats, '{"question":"q"}');
    expect(readLocalSaved()).toEqual([]);
    err.mockRestore();
  });
});
