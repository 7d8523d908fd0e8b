import type { FirebaseWebConfig } from '../../config';
import { selfHostedPlatform, type Platform } from '../ports';

/**
 * Firebase adapters (Firestore feedback records and click counter, Storage screenshots,
 * Remote Config flags, Google sign-in). This module is only ever loaded through a dynamic
 * import, so the Firebase SDK stays out of the first-load bundle.
 */
export async function firebasePlatform(config: FirebaseWebConfig): Promise<Platform> {
  const [{ initializeApp }, fs, st, rc, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/firestore'),
    import('firebase/storage'),
    import('firebase/remote-config'),
    import('firebase/auth'),
  ]);
  const app = initializeApp(config);
  const db = fs.getFirestore(app);
  const fallback = selfHostedPlatform();
  const provider = new auth.GoogleAuthProvider();
  const toResult = async (cred: { user: { email: string | null; displayName: string | null; getIdToken(): Promise<string> } } | null) =>
    cred && cred.user.email ? { email: cred.user.email, idToken: await cred.user.getIdToken(), displayName: cred.user.displayName } : null;
  return {
    kind: 'firebase',
    feedback: {
      async save(record) {
        await fs.addDoc(fs.collection(db, 'feedback'), { ...record, createdAt: fs.serverTimestamp() });
      },
    },
    screenshots: config.storageBucket
      ? {
          async upload(userSurId, file, name) {
            const storage = st.getStorage(app);
            const ref = st.ref(storage, `feedback/${userSurId}/${Date.now()}-${name.replace(/\.[^.]+$/, '')}.jpg`);
            await st.uploadBytes(ref, file, { contentType: 'image/jpeg' });
            return st.getDownloadURL(ref);
          },
        }
      : fallback.screenshots,
    remoteConfig: {
      async fetchFlags() {
        const remote = rc.getRemoteConfig(app);
        remote.defaultConfig = { show_short_video_web: false, show_feadback_form: false };
        await rc.fetchAndActivate(remote);
        return {
          show_short_video_web: rc.getValue(remote, 'show_short_video_web').asBoolean(),
          show_feadback_form: rc.getValue(remote, 'show_feadback_form').asBoolean(),
        };
      },
    },
    clickCounter: {
      async increment() {
        await fs.setDoc(
          fs.doc(db, 'chatbotStatsProd', 'globalClicks'),
          { count: fs.increment(1), lastUpdated: fs.serverTimestamp() },
          { merge: true },
        );
      },
    },
    google: {
      available: true,
      async signIn() {
        const a = auth.getAuth(app);
        return toResult(await auth.signInWithPopup(a, provider));
      },
      async checkRedirectResult() {
        const a = auth.getAuth(app);
        return toResult(await auth.getRedirectResult(a));
      },
    },
  };
}
