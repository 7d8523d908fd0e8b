/** Defined by the webpack factory (tools/mf) and by the jest preset. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __STANDALONE__: boolean;
