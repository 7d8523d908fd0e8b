import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ApiError, Badge, emit, Card, ErrorText, Muted, PageTitle, Spinner, Stack, STORAGE_KEYS, dispatchApiError, isSessionValid, paths, sessionAtom } from '@app/shared';
import { shareApi, type SharedVideo } from '../api/shareApi';

const Page = styled.div`
  max-width: 880px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
const Brand = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  strong { font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.primary}; }
`;
const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;
const Player = styled.video`
  width: 100%;
  max-height: 70vh;
  background: #000;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

type Failure = { kind: 'unauthorized' | 'premium' | 'expired' | 'invalid' | 'other'; message: string };

const EXPIRED = /expired/i;
const INVALID = /invalid/i;

/** What went wrong, from the server's answer. */
export function classifyShareError(e: unknown): Failure {
  const err = e instanceof ApiError ? e : null;
  const message = err?.message ?? '';
  if (err?.status === 401) return { kind: 'unauthorized', message };
  if (err?.status === 402) return { kind: 'premium', message };
  if (EXPIRED.test(message)) return { kind: 'expired', message };
  if (err?.status === 404 || err?.status === 400 || INVALID.test(message)) return { kind: 'invalid', message };
  return { kind: 'other', message };
}

/** The playable address of a shared video (our media links, or a live-class recording URL). */
export function playableUrl(v: SharedVideo): string | null {
  const candidates = [v.s3BucketURL, v.liveClassURL].filter((u): u is string => !!u);
  return candidates.find((u) => /\.(mp4|webm|m3u8)(\?|$)/i.test(u) || u.startsWith('/media/')) ?? candidates[0] ?? null;
}

function remember(idShare: string) {
  try {
    localStorage.setItem(STORAGE_KEYS.sharedVideoId, idShare);
  } catch {
    /* private mode */
  }
}
function forget() {
  try {
    localStorage.removeItem(STORAGE_KEYS.sharedVideoId);
  } catch {
    /* private mode */
  }
}

/**
 * /share/{idShare}: public. Without a session it uses the logged-out call (no token) and
 * remembers the link, so logging in comes back here. It plays the video and counts the view.
 * A 401 (premium content without a session) shows the message and goes to /home after 3 s
 * (the shared error catalogue does the redirect on share URLs).
 */
export default function SharePage() {
  const { t, i18n } = useTranslation('social');
  const { idShare = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const loggedIn = isSessionValid(session);
  const [video, setVideo] = useState<SharedVideo | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const counted = useRef<string | null>(null);

  useEffect(() => {
    let alive = true;
    setVideo(null);
    setFailure(null);
    if (!loggedIn) remember(idShare);
    shareApi.get(idShare, loggedIn).then(
      (v) => {
        if (!alive) return;
        setVideo(v);
        if (loggedIn) forget();
        if (counted.current !== idShare) {
          counted.current = idShare;
          void shareApi.countView(idShare, loggedIn).catch(() => undefined);
        }
      },
      (e: unknown) => {
        if (!alive) return;
        const f = classifyShareError(e);
        setFailure(f);
        // 401: the catalogue shows the message and goes to /home after 3 seconds.
        if (f.kind === 'unauthorized' && e instanceof ApiError) dispatchApiError(e);
        // A basic student opened a premium video: the host's premium dialog offers a subscription.
        if (f.kind === 'premium') emit('premium/required', { source: 'share' });
      },
    );
    return () => {
      alive = false;
    };
  }, [idShare, loggedIn]);

  const loginPath = paths.login(paths.share(idShare));
  const src = video ? playableUrl(video) : null;

  return (
    <Page data-testid="share-page">
      <Brand>
        {loggedIn ? <LinkButton to={paths.home()}>{t('share.goHome')}</LinkButton> : <LinkButton to={loginPath}>{t('share.login')}</LinkButton>}
      </Brand>

      {!video && !failure ? <Spinner label={t('common.loading')} /> : null}

      {failure ? (
        <Card role="alert" data-testid="share-error">
          <Stack $gap={3}>
            <PageTitle as="h1" style={{ margin: 0 }}>
              {t(`share.errors.${failure.kind}.title`)}
            </PageTitle>
            {/* The server's message is the contract's English; other languages read our translation of it. */}
            <ErrorText style={{ fontSize: '1rem' }}>{(i18n.language === 'en' && failure.message) || t(`share.errors.${failure.kind}.fallback`)}</ErrorText>
            <Muted>{t(`share.errors.${failure.kind}.hint`)}</Muted>
            {failure.kind !== 'unauthorized' ? (
              <div>
                <LinkButton to={loggedIn ? paths.home() : loginPath}>{loggedIn ? t('share.goHome') : t('share.login')}</LinkButton>
              </div>
            ) : null}
          </Stack>
        </Card>
      ) : null}

      {video ? (
        <article aria-labelledby="share-title">
          <Stack $gap={3}>
            <PageTitle id="share-title" style={{ margin: 0 }}>
              {video.title || t('share.untitled')}
            </PageTitle>
            {video.subTitle ? <Muted>{video.subTitle}</Muted> : null}
            {video.premiumFlag ? (
              <div>
                <Badge>{t('share.premium')}</Badge>
              </div>
            ) : null}
            {src ? (
              <Player
                src={src}
                poster={video.thumbnailURL ?? undefined}
                controls
                autoPlay
                muted
                playsInline
                preload="auto"
                aria-label={t('share.playerLabel', { title: video.title ?? '' })}
                data-testid="share-player"
              />
            ) : (
              <ErrorText role="alert">{t('share.notPlayable')}</ErrorText>
            )}
            {video.description ? <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{video.description}</p> : null}
            {!loggedIn ? (
              <Card>
                <Stack $gap={2}>
                  <Muted>{t('share.loginInvite')}</Muted>
                  <div>
                    <LinkButton to={loginPath}>{t('share.login')}</LinkButton>
                  </div>
                </Stack>
              </Card>
            ) : null}
          </Stack>
        </article>
      ) : null}
    </Page>
  );
}
