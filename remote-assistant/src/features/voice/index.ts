export { useSpeechRecognition, type VoiceInputApi } from './hooks/useSpeechRecognition';
export { MicButton } from './components/MicButton';
