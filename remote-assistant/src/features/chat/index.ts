export { useChat, type ChatApi, type ChatTexts } from './hooks/useChat';
export { MessageList } from './components/MessageList';
export { Composer } from './components/Composer';
export { BookmarkButton } from './components/BookmarkButton';
export { canSend, questionIndexFor, type ChatMessage } from './model';
