/** @app/shared: the browser library every app shares as one singleton. */
export * from './contracts/remote-app';
export * from './contracts/routes';
export * from './events/bus';
export * from './store/atoms';
export * from './session/storage';
export * from './api/client';
export * from './api/errors';
export * from './config';
export * from './theme/theme';
export * from './i18n/i18n';
export * from './platform/ports';
export * from './share/shareLink';
export * from './ui/primitives';
export * from './ui/Dialog';
export * from './ui/Icon';
export * from './utils/format';
export * from './standalone/mountStandalone';
