import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import styled, { keyframes } from 'styled-components';
import { getPlatform, on, sessionAtom } from '@app/shared';
import { ChatIcon } from '../components/icons';
import { LoadingDots } from '../components/LoadingDots';
import { useChat, questionIndexFor, type ChatMessage } from '../features/chat';
import { useSavedChats, samePair, type SavedChange } from '../features/saved';
import { useSpeech } from '../features/speech';
import { useSpeechRecognition } from '../features/voice';
import { PanelFrame } from './PanelFrame';

/** The panel (and DOMPurify) load on first open, so the dashboard pays only for the button. */
const loadPanel = () => import(/* webpackChunkName: "assistant-panel" */ './AssistantPanel');
const AssistantPanel = lazy(loadPanel);

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(26, 86, 219, 0.55); }
  70% { box-shadow: 0 0 0 16px rgba(26, 86, 219, 0); }
  100% { box-shadow: 0 0 0 0 rgba(26, 86, 219, 0); }
`;
const Fab = styled.button`
  position: fixed;
  right: 20px;
  bottom: 20px;
  width: 60px;
  height: 60px;
  border-radius: 50%;
  border: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;
  z-index: 900;
  animation: ${pulse} 2s infinite;
  @media (max-width: 499px) { right: 12px; bottom: 12px; width: 56px; height: 56px; }
`;

export type AssistantTab = 'chat' | 'saved';

/**
 * The assistant widget the host mounts in the dashboard layout (slot `dashboard-widget`):
 * a floating chat button with a pulse, shown only while the panel is closed, and the panel.
 * The state lives here, so closing the panel keeps the conversation.
 */
export default function AssistantWidget() {
  const { t } = useTranslation('assistant');
  const session = useAtomValue(sessionAtom);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<AssistantTab>('chat');
  const fabRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const speech = useSpeech();
  const texts = useMemo(() => ({ stoppedNote: t('stoppedNote'), error: t('error') }), [t]);
  const listeningRef = useRef(false);
  const isListening = useCallback(() => listeningRef.current, []);
  const chat = useChat({ isListening, texts });
  const voice = useSpeechRecognition({ setInput: chat.setInput, listeningText: t('listening'), loading: chat.loading });
  listeningRef.current = voice.listening;

  const { setMessages } = chat;
  // After a fetch or delete, chat messages with the same question and answer follow (spec 4).
  const onSavedChange = useCallback(
    (c: SavedChange) => {
      setMessages((ms) =>
        ms.map((m, i) => {
          const qi = questionIndexFor(ms, i);
          if (qi < 0) return m;
          const pair = { question: ms[qi]!.content, answer: m.content };
          if (c.kind === 'fetched') {
            const hit = c.items.find((s) => samePair(s, pair));
            return hit ? { ...m, saved: true, idChatbotQa: hit.idChatbotQa ?? m.idChatbotQa } : m;
          }
          return samePair(c.item, pair) ? { ...m, saved: false, idChatbotQa: undefined } : m;
        }),
      );
    },
    [setMessages],
  );
  const saved = useSavedChats({ userSurId: session?.userSurId, userId: session?.userId, onChange: onSavedChange });

  const messagesRef = useRef(chat.messages);
  messagesRef.current = chat.messages;
  const tabRef = useRef(tab);
  tabRef.current = tab;
  const openRef = useRef(open);
  openRef.current = open;
  const firstName = session?.firstName?.trim();

  const openPanel = useCallback(() => {
    if (openRef.current) return;
    speech.stop();
    getPlatform()
      .then((p) => p.clickCounter.increment())
      .catch((e) => console.error('[assistant] click counter update failed', e));
    if (tabRef.current === 'chat' && messagesRef.current.length === 0) {
      chat.addAssistantMessage(firstName ? t('greetingName', { name: firstName }) : t('greeting'));
    }
    setOpen(true);
  }, [speech, chat, firstName, t]);

  const closePanel = useCallback(() => {
    voice.stop();
    setOpen(false);
  }, [voice]);

  useEffect(() => on('assistant/open', () => openPanel()), [openPanel]);

  // Focus returns to the button when the panel closes.
  useEffect(() => {
    if (!open && wasOpen.current) fabRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const selectTab = useCallback(
    (next: AssistantTab) => {
      if (next === tabRef.current) return;
      setTab(next);
      if (next === 'saved') void saved.fetchPage(0);
    },
    [saved],
  );

  const toggleBookmark = useCallback(
    async (m: ChatMessage, index: number) => {
      const ms = messagesRef.current;
      const qi = questionIndexFor(ms, index);
      if (qi < 0) return;
      const question = ms[qi]!.content;
      const answer = m.content;
      const setFlag = (patch: Partial<ChatMessage>) => setMessages((list) => list.map((x) => (x.id === m.id ? { ...x, ...patch } : x)));
      if (!m.saved) {
        // A failed save is only logged; the icon stays toggled (spec 8).
        setFlag({ saved: true });
        const stored = await saved.save(question, answer);
        if (stored?.idChatbotQa !== undefined) setFlag({ idChatbotQa: stored.idChatbotQa });
      } else {
        setFlag({ saved: false });
        await saved.remove({ question, answer, idChatbotQa: m.idChatbotQa });
      }
    },
    [saved, setMessages],
  );

  if (!open) {
    return (
      <Fab ref={fabRef} type="button" aria-label={t('open')} title={t('titleChat')} onClick={openPanel} onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()} data-testid="assistant-fab">
        <ChatIcon />
      </Fab>
    );
  }
  return (
    <Suspense
      fallback={
        <PanelFrame title={tab === 'chat' ? t('titleChat') : t('titleSaved')} onClose={closePanel}>
          <LoadingDots label={t('loadingPanel')} />
        </PanelFrame>
      }
    >
      <AssistantPanel
        tab={tab}
        onTab={selectTab}
        onClose={closePanel}
        chat={chat}
        saved={saved}
        speech={speech}
        voice={voice}
        onToggleBookmark={toggleBookmark}
      />
    </Suspense>
  );
}
