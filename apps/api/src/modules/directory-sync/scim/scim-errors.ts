import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { classify } from '../../../plugins/errors.js';
import { noteError } from '../connections.js';

export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 §3.12's `scimType` values this service sends. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers';

/** A refusal in SCIM's own terms; the handler below writes it as RFC 7644 §3.12's error resource. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

export const invalidValue = (detail: string) => new ScimError(400, detail, 'invalidValue');
export const invalidSyntax = (detail: string) => new ScimError(400, detail, 'invalidSyntax');
export const invalidPath = (detail: string) => new ScimError(400, detail, 'invalidPath');
export const noUser = (id: string) => new ScimError(404, `User ${id} was not found.`);

export function sendScimError(reply: FastifyReply, status: number, detail: string, scimType?: ScimType) {
  return reply
    .status(status)
    .type(SCIM_CONTENT_TYPE)
    .send({ schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail });
}

/**
 * Error handler of /scim/v2: every error, the framework's and the shared hooks' included, becomes a SCIM
 * error (an identity provider reads `detail`, not the product's envelope), and a refused request of a known
 * connection is kept in its last errors for the FN-0008 screen.
 */
export async function scimErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let detail: string;
  let scimType: ScimType | undefined;
  if (error instanceof ScimError) {
    ({ status, detail, scimType } = error);
  } else if ((error as { code?: unknown }).code === 'P2002') {
    // Two requests for the same new user at once: the unique index decides, the loser is told as a SCIM client expects.
    [status, detail, scimType] = [
      409,
      'A user with this userName or externalId already exists.',
      'uniqueness',
    ];
  } else {
    const classified = classify(error, request);
    status = classified.status;
    detail = classified.message;
    if (status === 400) scimType = classified.code === 'VALIDATION_FAILED' ? 'invalidValue' : 'invalidSyntax';
  }
  const connection = request.scimConnection;
  if (connection && status !== 429) {
    await noteError(request.server.prisma, connection.id, status, detail).catch((err: unknown) =>
      request.log.warn({ err }, 'could not note a SCIM error'),
    );
  }
  return sendScimError(reply, status, detail, scimType);
}
