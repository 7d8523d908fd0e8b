import { createRemoteJWKSet, jwtVerify } from 'jose';

/** A verified Google identity. */
export interface GoogleIdentity {
  email: string;
  name: string | null;
}

/** The Google id-token port: verifies the token the browser got from Google sign-in. */
export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

/** With no Google client configured nothing verifies (the contract's failure message follows). */
export const noGoogle: GoogleVerifier = {
  async verify() {
    return null;
  },
};

/** Google's published keys, issuer and our client id as the audience; the e-mail must be verified. */
export function googleVerifier(clientId: string): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs'));
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, jwks, { issuer: ['https://accounts.google.com', 'accounts.google.com'], audience: clientId });
        if (typeof payload.email !== 'string' || payload.email_verified !== true) return null;
        return { email: payload.email.toLowerCase(), name: typeof payload.name === 'string' ? payload.name : null };
      } catch {
        return null;
      }
    },
  };
}
