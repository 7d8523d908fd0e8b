import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { TokenService, VerifiedAccess } from '../security/tokens.js';
import { ROLE_PARENT, ROLE_STUDENT } from '../domain/accounts.js';
import { Messages } from './errors.js';

/** The authenticated caller, resolved from `Authorization: Bearer <jwt>`. */
export interface Principal {
  userSurId: number;
  idStudent: number | null;
  roles: string[];
  sessionId: string;
  active: boolean;
  claims: VerifiedAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller once an auth hook ran; null when anonymous or the token was rejected. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Let deactivated users through `required` (the status routes report it themselves). */
    allowInactive?: boolean;
    /** Keep HTTP 200 even when the Document's statusCode differs (state/list). */
    keepHttp200?: boolean;
  }
}

/** Spring's default 401 JSON, as the original's JwtAuthenticationEntryPoint sends it. */
export function sendSpring401(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(401).send({
    timestamp: new Date().toISOString(),
    status: 401,
    error: 'Unauthorized',
    message: Messages.unauthorized,
    path: request.url.split('?')[0],
  });
}

export function sendAccessDenied(reply: FastifyReply): FastifyReply {
  return reply.code(401).send({ data: null, statusCode: 401, message: Messages.accessDenied });
}

export interface AuthHooks {
  /** The caller, or null; cached on the request. */
  resolve(request: FastifyRequest): Promise<Principal | null>;
  /** Protected URL: no or invalid token → Spring 401 JSON. */
  required: onRequestAsyncHookHandler;
  /** Resolve the caller if a token is present; never rejects. */
  optional: onRequestAsyncHookHandler;
  /** Role check (`@PreAuthorize`): anonymous or missing role → 401 Document "Access Denied...". */
  roles(...roles: string[]): onRequestAsyncHookHandler;
  /** `roles('ROLE_STUDENT')`. */
  student: onRequestAsyncHookHandler;
  /** `roles('ROLE_STUDENT', 'ROLE_PARENT')`. */
  studentOrParent: onRequestAsyncHookHandler;
}

/**
 * Token validation as the contract says, plus session state: the signature and expiry; the
 * user exists; for students and parents `isc`/`issy`/`isst` equal the current profile (so a
 * profile change invalidates old tokens); the session was not logged out or revoked for reuse.
 * A session superseded by a newer login on the same device type stays usable until its access
 * token expires (its refresh token no longer works), so `/v2/user/status` can tell that device.
 */
export function createAuthHooks(db: Kysely<Database>, tokens: TokenService): AuthHooks {
  async function load(request: FastifyRequest): Promise<Principal | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) return null;
    const claims = await tokens.verifyAccess(m[1]!);
    if (!claims) return null;
    const row = await db
      .selectFrom('app_user as u')
      .innerJoin('auth_session as s', (j) => j.onRef('s.userSurId', '=', 'u.userSurId').on('s.id', '=', claims.sid))
      .leftJoin('student as st', 'st.userSurId', 'u.userSurId')
      .select([
        'u.userSurId',
        'u.activeFlag',
        's.revokedReason',
        'st.idStudent',
        'st.idClassStandard',
        'st.idSyllabus',
        'st.idState',
      ])
      .where('u.userSurId', '=', claims.usid)
      .executeTakeFirst();
    if (!row) return null;
    if (row.revokedReason && row.revokedReason !== 'superseded') return null;
    const roleRows = await db.selectFrom('user_role').select('role').where('userSurId', '=', row.userSurId).execute();
    const roles = roleRows.map((r) => r.role);
    const profileBound = roles.includes(ROLE_STUDENT) || roles.includes(ROLE_PARENT);
    if (
      profileBound &&
      ((row.idClassStandard ?? -1) !== claims.isc || (row.idSyllabus ?? -1) !== claims.issy || (row.idState ?? -1) !== claims.isst)
    ) {
      return null;
    }
    return {
      userSurId: row.userSurId,
      idStudent: row.idStudent ?? null,
      roles,
      sessionId: claims.sid,
      active: row.activeFlag === 1,
      claims,
    };
  }

  const resolved = new WeakMap<FastifyRequest, Principal | null>();
  async function resolve(request: FastifyRequest): Promise<Principal | null> {
    if (resolved.has(request)) return resolved.get(request) ?? null;
    const p = await load(request);
    resolved.set(request, p);
    request.principal = p;
    return p;
  }

  const required: onRequestAsyncHookHandler = async (request, reply) => {
    const p = await resolve(request);
    if (!p || (!p.active && !request.routeOptions.config.allowInactive)) return sendSpring401(request, reply);
  };

  const optional: onRequestAsyncHookHandler = async (request) => {
    await resolve(request);
  };

  function roles(...wanted: string[]): onRequestAsyncHookHandler {
    return async (request, reply) => {
      const p = await resolve(request);
      if (!p || !p.active || !wanted.some((r) => p.roles.includes(r))) return sendAccessDenied(reply);
    };
  }

  return {
    resolve,
    required,
    optional,
    roles,
    student: roles(ROLE_STUDENT),
    studentOrParent: roles(ROLE_STUDENT, ROLE_PARENT),
  };
}
