import { call, type ClassStandardObject, type StateObject, type SubscriptionFlag, type SyllabusObject } from '@app/shared';
import { deviceId } from '../../../lib/device';
import { POST_SIGNUP_SUBJECT_ID } from '../../../lib/reference';

export interface PostSignupInfo {
  userSurId: number;
  idSyllabus: number;
  idMedium: number;
  idClassStandard: number;
  idSecondaryLanguage: number;
  idState: number;
}

/** `data` of save-info-post-signup: the updated user with new tokens, or `{}` when already filled. */
export interface PostSignupData {
  userSurId?: number;
  subscriptionFlag?: SubscriptionFlag;
  stateObject?: StateObject;
  classStandardObject?: ClassStandardObject;
  syllabusObject?: SyllabusObject;
  accessToken?: string;
  refreshToken?: string;
  validFlag?: boolean;
}

export function savePostSignupInfo(info: PostSignupInfo) {
  return call<PostSignupData>('v3', {
    method: 'POST',
    url: '/auth/save-info-post-signup',
    data: { ...info, idSubject: POST_SIGNUP_SUBJECT_ID, deviceId: deviceId() },
    skipErrorToast: true,
  });
}
