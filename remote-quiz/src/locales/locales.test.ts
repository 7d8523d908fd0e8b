import en from './en.json';
import hi from './hi.json';
import { describeI18nChecks } from 'tools/jest/i18n-checks';

describeI18nChecks({ en, hi });
