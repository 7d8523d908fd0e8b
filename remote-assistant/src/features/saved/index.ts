export { useSavedChats, type SavedChatsApi, type SavedChange } from './hooks/useSavedChats';
export { SavedTab } from './components/SavedTab';
export { samePair, type SavedChat } from './model';
