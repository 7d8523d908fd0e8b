export type MessageTree = { [key: string]: string | MessageTree };
export function flattenMessages(tree: object, prefix?: string): Record<string, unknown>;
export function interpolationVars(message: string): string[];
export function localeProblems(en: object, hi: object): string[];
export function findHardcodedStrings(srcDir: string, allow?: string[]): string[];
export function findMissingKeys(srcDir: string): string[];
export function untranslated(en: object, hi: object, allow?: string[]): string[];
export function catalogues(srcDir: string): { dir: string; name: string; en: object; hi: object }[];
export function describeI18nChecks(opts: { en: object; hi: object; allow?: string[]; checkKeys?: boolean }): void;
