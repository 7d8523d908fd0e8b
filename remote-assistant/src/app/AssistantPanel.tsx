import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BookmarkButton, Composer, MessageList, questionIndexFor, type ChatApi, type ChatMessage } from '../features/chat';
import { SavedTab, type SavedChatsApi } from '../features/saved';
import { ReadAloudButton, type SpeechApi } from '../features/speech';
import { MicButton, type VoiceInputApi } from '../features/voice';
import type { AssistantTab } from './AssistantWidget';
import { PanelFrame } from './PanelFrame';

const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  button {
    flex: 1;
    min-height: 44px;
    border: none;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;
const TabPanel = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

export interface AssistantPanelProps {
  tab: AssistantTab;
  onTab: (tab: AssistantTab) => void;
  onClose: () => void;
  chat: ChatApi;
  saved: SavedChatsApi;
  speech: SpeechApi;
  voice: VoiceInputApi;
  onToggleBookmark: (m: ChatMessage, index: number) => void;
}

const TAB_IDS: AssistantTab[] = ['chat', 'saved'];

/** The panel: 'Vistas AI Assistant' (Chat tab) or 'Saved Bookmarks' (Saved tab), with a close button. */
export default function AssistantPanel({ tab, onTab, onClose, chat, saved, speech, voice, onToggleBookmark }: AssistantPanelProps) {
  const { t } = useTranslation('assistant');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const tabRefs = useRef<Record<AssistantTab, HTMLButtonElement | null>>({ chat: null, saved: null });

  useEffect(() => {
    if (tab === 'chat') inputRef.current?.focus();
    else tabRefs.current.saved?.focus();
    // Only when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const i = TAB_IDS.indexOf(tab);
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? TAB_IDS.length - 1 : (i + (e.key === 'ArrowRight' ? 1 : -1) + TAB_IDS.length) % TAB_IDS.length;
    onTab(TAB_IDS[next]!);
    tabRefs.current[TAB_IDS[next]!]?.focus();
  };

  const renderActions = (m: ChatMessage, i: number) => {
    if (m.role !== 'ai') return null;
    const streaming = m.id === chat.streamingId;
    return (
      <>
        {speech.supported && i > 0 ? <ReadAloudButton active={speech.speakingId === m.id} onToggle={() => speech.toggle(m.id, m.content)} /> : null}
        {questionIndexFor(chat.messages, i) >= 0 ? <BookmarkButton saved={!!m.saved} disabled={streaming} onToggle={() => onToggleBookmark(m, i)} /> : null}
      </>
    );
  };

  return (
    <PanelFrame title={tab === 'chat' ? t('titleChat') : t('titleSaved')} onClose={onClose}>
      <Tabs role="tablist" aria-label={t('tabsLabel')}>
        {TAB_IDS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`assistant-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`assistant-tabpanel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => onTab(id)}
            onKeyDown={onTabKey}
          >
            {id === 'chat' ? t('tabChat') : t('tabSaved')}
          </button>
        ))}
      </Tabs>
      {tab === 'chat' ? (
        <TabPanel role="tabpanel" id="assistant-tabpanel-chat" aria-labelledby="assistant-tab-chat">
          <MessageList messages={chat.messages} loading={chat.loading} streamingId={chat.streamingId} renderActions={renderActions} />
          <Composer
            input={chat.input}
            onInput={chat.setInput}
            loading={chat.loading}
            generating={chat.generating}
            listening={voice.listening}
            onSend={chat.send}
            onStop={chat.stop}
            inputRef={inputRef}
            mic={voice.supported ? <MicButton listening={voice.listening} disabled={chat.loading || chat.generating} onToggle={voice.toggle} /> : null}
          />
        </TabPanel>
      ) : (
        <TabPanel role="tabpanel" id="assistant-tabpanel-saved" aria-labelledby="assistant-tab-saved">
          <SavedTab
            items={saved.items}
            pagination={saved.pagination}
            fetching={saved.fetching}
            onPage={(p) => void saved.fetchPage(p)}
            onRemove={(item) => void saved.remove(item)}
            renderReadAloud={speech.supported ? (item, key) => <ReadAloudButton active={speech.speakingId === key} onToggle={() => speech.toggle(key, item.answer)} /> : undefined}
          />
        </TabPanel>
      )}
    </PanelFrame>
  );
}
