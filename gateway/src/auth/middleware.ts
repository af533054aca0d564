// Who is calling /api: the Bearer access token is verified (signature, expiry, session not revoked) and
// the roles are read from the server's own records. No query parameter or client flag grants anything.
import type { Request, RequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http/http-error';
import type { UserRole } from '../db/schema';
import type { Roles, RoleResolver } from './roles';

export interface AuthUser {
  id: string;
  email: string;
  roles: Roles;
}

/** A request that passed requireUser (or requireRole). */
export interface AuthedRequest extends Request {
  user: AuthUser;
}

/** Checks an access token; resolves with its user, rejects when it is not valid (any reason). */
export type AccessTokenVerifier = (token: string) => Promise<{ id: string; email: string }>;

export interface AuthMiddleware {
  /** 401 unless a valid access token is presented; sets `req.user`. */
  requireUser: RequestHandler;
  /** Sets `req.user` when a valid access token is presented; otherwise the request goes on anonymously. */
  optionalUser: RequestHandler;
  /** 401 without a valid token, 403 without the role; sets `req.user`. */
  requireRole(role: UserRole): RequestHandler;
}

const unauthorized = () => new HttpError(401, 'unauthorized', 'Please log in to continue.');

const FORBIDDEN_MESSAGES: Record<UserRole, string> = {
  admin: 'Only admins can do this.',
  premium: 'Premium access required for this feature',
  company: 'Only company accounts can do this.',
};

/** The signed-in user of a request that went through requireUser or requireRole. */
export function userOf(req: Request): AuthUser {
  const { user } = req as Partial<AuthedRequest>;
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user after optionalUser, if any. */
export function optionalUserOf(req: Request): AuthUser | undefined {
  return (req as Partial<AuthedRequest>).user;
}

function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
}

export function createAuthMiddleware(verify: AccessTokenVerifier, resolveRoles: RoleResolver): AuthMiddleware {
  /** The user of a valid token, undefined without a token; throws 401 for a token that does not verify. */
  async function authenticate(req: Request): Promise<AuthUser | undefined> {
    const token = bearerToken(req);
    if (!token) return undefined;
    let verified: { id: string; email: string };
    try {
      verified = await verify(token);
    } catch (error) {
      // An outage is not a bad token: answering 401 would sign the user out of the browser.
      if (isDatabaseUnavailable(error)) throw error;
      throw unauthorized();
    }
    return { ...verified, roles: await resolveRoles(verified.id, verified.email) };
  }

  async function signIn(req: Request): Promise<AuthUser> {
    const user = (req as Partial<AuthedRequest>).user ?? (await authenticate(req));
    if (!user) throw unauthorized();
    (req as AuthedRequest).user = user;
    return user;
  }

  return {
    requireUser: async (req, _res, next) => {
      await signIn(req);
      next();
    },
    optionalUser: async (req, _res, next) => {
      try {
        const user = await authenticate(req);
        if (user) (req as AuthedRequest).user = user;
      } catch (error) {
        // An expired or revoked token on a public route: served as to a visitor.
        if (!(error instanceof HttpError)) throw error;
      }
      next();
    },
    requireRole: (role) => async (req, _res, next) => {
      const user = await signIn(req);
      if (!user.roles[role]) throw new HttpError(403, 'forbidden', FORBIDDEN_MESSAGES[role]);
      next();
    },
  };
}
