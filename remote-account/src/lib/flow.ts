/**
 * State carried between the steps of a multi-page flow (forgot password, signup, guest
 * signup). Kept in session storage so a reload on a slow network loses nothing the student
 * typed, and dropped when the tab closes.
 */
export interface ForgotFlow { mobile: string }
export interface SignupFlow { name: string; mobile: string; email: string; otp?: string }
export interface GuestFlow { firstName: string; mobile: string; idProductPricing: number | null; planLabel?: string; couponCode: string }

interface Flows { forgot: ForgotFlow; signup: SignupFlow; guest: GuestFlow }
export type FlowKind = keyof Flows;

const key = (k: FlowKind) => `vista-flow-${k}`;

export function readFlow<K extends FlowKind>(kind: K): Flows[K] | null {
  try {
    const raw = sessionStorage.getItem(key(kind));
    return raw ? (JSON.parse(raw) as Flows[K]) : null;
  } catch {
    return null;
  }
}

export function saveFlow<K extends FlowKind>(kind: K, value: Flows[K]): void {
  try {
    sessionStorage.setItem(key(kind), JSON.stringify(value));
  } catch {
    /* private mode: the flow still works within this page */
  }
}

export function clearFlow(kind: FlowKind): void {
  try {
    sessionStorage.removeItem(key(kind));
  } catch {
    /* ignore */
  }
}
