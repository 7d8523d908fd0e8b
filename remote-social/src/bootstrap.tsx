import { mountStandalone } from '@app/shared';
import remote from './app/remote';

void mountStandalone(remote);
