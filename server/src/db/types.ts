import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The typed schema, in camelCase (the CamelCasePlugin maps to snake_case columns).
 * Conventions that hold on SQLite and PostgreSQL alike:
 * - instants are ISO-8601 UTC strings (`new Date().toISOString()`), dates `YYYY-MM-DD`;
 * - flags are integers 0/1 (`Flag`);
 * - JSON documents are stored as text (`JsonText`);
 * - "unset" reference ids on a profile are -1, as in the original backend.
 */
export type Flag = 0 | 1;
export type Iso = string;
export type JsonText = string;

export interface ClassStandardTable {
  idClassStandard: number;
  classStandadName: string;
  createdAt: Iso;
  updatedAt: Iso;
  createdBy: number | null;
  updatedBy: number | null;
}

export interface SyllabusTable {
  idSyllabus: number;
  syllabusName: string;
}

export interface StateTable {
  idState: number;
  state: string;
  displayOrder: number;
}

export interface LanguageTable {
  idLanguage: number;
  language: string;
  createdAt: Iso;
  updatedAt: Iso;
  createdBy: number | null;
  updatedBy: number | null;
}

export interface StudentMediumTable {
  idStudentMedium: number;
  medium: string;
}

export interface AppUserTable {
  userSurId: Generated<number>;
  firstName: string;
  lastName: string | null;
  username: string;
  email: string | null;
  mobileNumber: string | null;
  passwordHash: string | null;
  /** 'Student', 'Parent', 'Teacher', ... */
  registeredAs: string;
  /** The second language's name, as the original stores it. */
  secondaryLanguage: string | null;
  userProfilePic: string | null;
  activeFlag: Flag;
  /** Wrong passwords/OTPs in the current lock window. */
  maxAttempts: number;
  lastFailedLoginAt: Iso | null;
  lockedUntil: Iso | null;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface UserRoleTable {
  userSurId: number;
  /** 'ROLE_STUDENT', 'ROLE_ADMIN', 'ROLE_TEACHER', 'ROLE_PARENT', ... */
  role: string;
}

export interface StudentTable {
  idStudent: Generated<number>;
  userSurId: number;
  idClassStandard: number;
  /** Second language id. */
  idLanguage: number;
  idSyllabus: number;
  idStudentMedium: number;
  idState: number;
  isProfileEdited: Flag;
  createdAt: Iso;
  updatedAt: Iso;
}

/** One signed-in device session; the refresh-token family hangs off it. */
export interface AuthSessionTable {
  id: string;
  userSurId: number;
  /** WEB | MOBILE | TV */
  deviceType: string;
  deviceId: string | null;
  userAgent: string | null;
  /** The LoginData `location` object. */
  location: JsonText | null;
  createdAt: Iso;
  lastSeenAt: Iso;
  revokedAt: Iso | null;
  /** logout | superseded | reuse | logout-all */
  revokedReason: string | null;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  sessionId: string;
  /** sha256 of the token; the token itself is never stored. */
  tokenHash: string;
  expiresAt: Iso;
  createdAt: Iso;
  /** Set when rotated; presenting it again is reuse. */
  usedAt: Iso | null;
}

export interface LoginHistoryTable {
  id: Generated<number>;
  userSurId: number;
  deviceType: string;
  deviceLocation: JsonText | null;
  userAgent: string | null;
  loginAt: Iso;
}

export interface MobileOtpTable {
  mobileNumber: string;
  /** What the current code is for: login | signup | forgot-password */
  purpose: string;
  /** HMAC-SHA256 of the code with the server pepper; null once used or void. */
  otpHash: string | null;
  expiresAt: Iso | null;
  /** Signup codes are checked by lead/verifyotp, then consumed by the signup call. */
  verifiedAt: Iso | null;
  /** Sends in the current window. */
  maxRequest: number;
  lastSentAt: Iso | null;
  sendLockedUntil: Iso | null;
  /** Wrong codes in the current window. */
  maxAttempt: number;
  verifyLockedUntil: Iso | null;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface PasswordResetTable {
  id: Generated<number>;
  userSurId: number;
  tokenHash: string;
  expiresAt: Iso;
  usedAt: Iso | null;
  createdAt: Iso;
}

export interface SmsMessageTable {
  id: Generated<number>;
  mobileNumber: string;
  text: string;
  code: string | null;
  createdAt: Iso;
}

export interface StudentSubscriptionTable {
  idStudentSubscription: Generated<number>;
  idStudent: number;
  idBatch: number | null;
  idProduct: number | null;
  purchaseDate: Iso | null;
  /** IST calendar date; subscribed while today (IST) <= this. */
  nextPaymentDate: string | null;
  lastPaymentDate: string | null;
  subscriptionEndDate: string | null;
  activeFlag: Flag;
  purchaseAmount: string | null;
  subscriptionType: string | null;
  purchaseLevel: string | null;
  idProductGroup: number | null;
  idProductLine: number;
  purchaseType: string | null;
  idStudentOrder: number | null;
  freeFlag: Flag;
  specialOfferFlag: Flag;
  idSpecialOffer: number | null;
  userSurId: number;
  createdAt: Iso;
  updatedAt: Iso;
}

export interface FeedbackTable {
  id: Generated<number>;
  userSurId: number;
  deviceInfo: JsonText;
  networkInformation: JsonText;
  imageRef: string;
  userDetails: JsonText;
  userMessage: string;
  pageUrl: string;
  createdAt: Iso;
}

export interface PlatformCounterTable {
  collection: string;
  document: string;
  count: number;
  lastUpdated: Iso;
}

export interface ClientErrorTable {
  id: Generated<number>;
  userSurId: number | null;
  message: string;
  name: string | null;
  stack: string | null;
  url: string | null;
  remote: string | null;
  release: string | null;
  level: string;
  userAgent: string | null;
  extra: JsonText | null;
  createdAt: Iso;
}

export interface SeedStateTable {
  name: string;
  version: string;
  appliedAt: Iso;
}

export interface Database {
  class_standard: ClassStandardTable;
  syllabus: SyllabusTable;
  state: StateTable;
  language: LanguageTable;
  student_medium: StudentMediumTable;
  app_user: AppUserTable;
  user_role: UserRoleTable;
  student: StudentTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  login_history: LoginHistoryTable;
  mobile_otp: MobileOtpTable;
  password_reset: PasswordResetTable;
  sms_message: SmsMessageTable;
  student_subscription: StudentSubscriptionTable;
  feedback: FeedbackTable;
  platform_counter: PlatformCounterTable;
  client_error: ClientErrorTable;
  seed_state: SeedStateTable;
}

export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type Student = Selectable<StudentTable>;
export type ClassStandard = Selectable<ClassStandardTable>;
export type Syllabus = Selectable<SyllabusTable>;
export type State = Selectable<StateTable>;
export type Language = Selectable<LanguageTable>;
export type MobileOtp = Selectable<MobileOtpTable>;
export type AuthSession = Selectable<AuthSessionTable>;
