import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatTime } from '@app/shared';
import { LoadingDots } from '../../../components/LoadingDots';
import { SafeHtml } from '../../../components/SafeHtml';
import { readScrollPosition, writeScrollPosition, type ChatMessage } from '../model';

const List = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 12px;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;
const Row = styled.div<{ $user: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
`;
const Bubble = styled.div<{ $user: boolean; $error?: boolean }>`
  max-width: 88%;
  padding: 8px 12px;
  border-radius: 14px;
  ${({ $user }) => ($user ? 'border-bottom-right-radius: 4px;' : 'border-bottom-left-radius: 4px;')}
  background: ${({ theme, $user }) => ($user ? theme.color.primary : theme.color.surfaceAlt)};
  color: ${({ theme, $user, $error }) => ($user ? theme.color.onPrimary : $error ? theme.color.danger : theme.color.text)};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  .content > :first-child { margin-top: 0; }
  .content > :last-child { margin-bottom: 0; }
  .content ul, .content ol { padding-left: 1.25rem; margin: 4px 0; white-space: normal; }
  .content p { margin: 4px 0; }
  .content a { color: ${({ theme }) => theme.color.primary}; font-weight: 600; text-decoration: underline; }
  .content h3, .content h4 { margin: 4px 0; font-size: 1rem; }
`;
const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
  time { margin: 0 6px; }
`;

export interface MessageListProps {
  messages: ChatMessage[];
  loading: boolean;
  streamingId: string | null;
  /** Action buttons for a message (read aloud, bookmark), composed by the panel. */
  renderActions?: (message: ChatMessage, index: number) => ReactNode;
}

/** Near the bottom: new content keeps the list scrolled to the end. */
const STICK_PX = 80;

/** The message list: user text as plain text, assistant HTML sanitised, each with a time stamp. */
export function MessageList({ messages, loading, streamingId, renderActions }: MessageListProps) {
  const { t } = useTranslation('assistant');
  const ref = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  // The scroll position is restored when the panel opens (spec 4).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const saved = readScrollPosition();
    el.scrollTop = saved ?? el.scrollHeight;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages, loading]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    writeScrollPosition(el.scrollTop);
  };

  return (
    <List ref={ref} onScroll={onScroll} role="log" aria-label={t('messagesLabel')} aria-busy={!!streamingId || loading} tabIndex={0} data-testid="chat-messages">
      {messages.map((m, i) => {
        const user = m.role === 'user';
        return (
          <Row key={m.id} $user={user} data-testid={user ? 'user-message' : 'ai-message'} data-streaming={m.id === streamingId ? 'true' : undefined}>
            <span className="visually-hidden">{user ? t('you') : t('assistantName')}:</span>
            <Bubble $user={user} $error={m.error}>
              {user ? <span className="content">{m.content}</span> : <SafeHtml className="content" html={m.content} />}
            </Bubble>
            <Meta>
              <time dateTime={new Date(m.time).toISOString()}>{formatTime(m.time)}</time>
              {renderActions?.(m, i)}
            </Meta>
          </Row>
        );
      })}
      {loading ? (
        <Row $user={false}>
          <LoadingDots label={t('thinking')} testId="chat-loading" />
        </Row>
      ) : null}
    </List>
  );
}
