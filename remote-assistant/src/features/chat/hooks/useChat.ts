import { useCallback, useEffect, useRef, useState } from 'react';
import { streamChat } from '../api/streamChat';
import { canSend, clearChatStorage, newMessageId, writeHistory, type ChatMessage } from '../model';

export interface ChatTexts {
  /** '\n\n[Response stopped by user]' */
  stoppedNote: string;
  /** 'Sorry, there was an error processing your request.' */
  error: string;
}

export interface ChatApi {
  messages: ChatMessage[];
  input: string;
  setInput: React.Dispatch<React.SetStateAction<string>>;
  /** Waiting for the first chunk. */
  loading: boolean;
  /** From sending until the reply has ended. */
  generating: boolean;
  /** Id of the reply being streamed. */
  streamingId: string | null;
  send: () => void;
  stop: () => void;
  addAssistantMessage: (content: string) => void;
  setMessages: React.Dispatch<React.SetStateAction<ChatMessage[]>>;
}

/**
 * The chat (spec 4 "Sending" and "Stop"): the message is added, the input cleared, generating
 * and loading set; on the first chunk loading ends (stop becomes available) and the reply
 * grows as chunks arrive; at the end both clear. Stop aborts and appends the stop note.
 */
export function useChat({ isListening, texts }: { isListening: () => boolean; texts: ChatTexts }): ChatApi {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const replyIdRef = useRef<string | null>(null);
  const state = useRef({ input, loading, generating, texts });
  state.current = { input, loading, generating, texts };

  // Cleared on mount, so history and scroll position never outlive a reload.
  useEffect(() => {
    clearChatStorage();
    return () => abortRef.current?.abort();
  }, []);
  // Session storage holds the chat history.
  useEffect(() => {
    if (messages.length) writeHistory(messages);
  }, [messages]);

  const addAssistantMessage = useCallback((content: string) => {
    setMessages((m) => [...m, { id: newMessageId(), role: 'ai', content, time: Date.now() }]);
  }, []);

  const send = useCallback(() => {
    const s = state.current;
    if (!canSend(s.input, { ...s, listening: isListening() })) return;
    const text = s.input.trim();
    // Guard synchronously against a double Enter before React re-renders.
    state.current = { ...s, loading: true, generating: true };
    setMessages((m) => [...m, { id: newMessageId(), role: 'user', content: text, time: Date.now() }]);
    setInput('');
    setGenerating(true);
    setLoading(true);
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    replyIdRef.current = null;
    void streamChat({
      text,
      signal: ctrl.signal,
      onChunk: (chunk) => {
        if (ctrl.signal.aborted) return;
        const id = replyIdRef.current;
        if (!id) {
          const replyId = newMessageId();
          replyIdRef.current = replyId;
          setLoading(false);
          setStreamingId(replyId);
          setMessages((m) => [...m, { id: replyId, role: 'ai', content: chunk, time: Date.now() }]);
        } else {
          setMessages((m) => m.map((x) => (x.id === id ? { ...x, content: x.content + chunk } : x)));
        }
      },
    }).then((outcome) => {
      if (abortRef.current !== ctrl) return;
      if (outcome === 'error') {
        setMessages((m) => [...m, { id: newMessageId(), role: 'ai', content: state.current.texts.error, time: Date.now(), error: true }]);
      }
      abortRef.current = null;
      replyIdRef.current = null;
      setStreamingId(null);
      setGenerating(false);
      setLoading(false);
    });
  }, [isListening]);

  const stop = useCallback(() => {
    const ctrl = abortRef.current;
    if (!ctrl) return;
    abortRef.current = null;
    ctrl.abort();
    const note = state.current.texts.stoppedNote;
    const id = replyIdRef.current;
    replyIdRef.current = null;
    if (id) setMessages((m) => m.map((x) => (x.id === id ? { ...x, content: x.content + note } : x)));
    else setMessages((m) => [...m, { id: newMessageId(), role: 'ai', content: note.trim(), time: Date.now() }]);
    setStreamingId(null);
    setGenerating(false);
    setLoading(false);
  }, []);

  return { messages, input, setInput, loading, generating, streamingId, send, stop, addAssistantMessage, setMessages };
}
