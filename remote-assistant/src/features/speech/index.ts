export { useSpeech, type SpeechApi } from './hooks/useSpeech';
export { ReadAloudButton } from './components/ReadAloudButton';
export { stripHtml, chunkForSpeech, pickVoice } from './speech';
