import type { FastifyRequest } from 'fastify';
import { locationFor } from '../../domain/accounts.js';
import type { DeviceInfo } from '../../domain/sessions.js';
import { audienceFromUserAgent } from '../../security/tokens.js';

/** The device a login comes from: `aud` from the User-Agent, the client's deviceId, the IP. */
export function deviceFromRequest(request: FastifyRequest, deviceId: string | null | undefined): DeviceInfo {
  const ua = request.headers['user-agent'];
  return {
    aud: audienceFromUserAgent(ua),
    deviceId: deviceId?.trim() ? deviceId.trim().slice(0, 200) : null,
    userAgent: ua ? ua.slice(0, 500) : null,
    location: locationFor(request.ip),
  };
}
