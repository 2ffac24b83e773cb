import { fieldIssue, messageParams } from '@cd/contracts';
import { z } from 'zod';

/**
 * The error envelope read leniently: a newer server's unknown code, missing details or a malformed field
 * must not hide the message and request id the user needs to report the problem.
 */
export const lenientErrorBody = z.object({
  message: z.string().optional().catch(undefined),
  error: z
    .object({
      code: z.string().optional().catch(undefined),
      message: z.string().optional().catch(undefined),
      details: z.array(fieldIssue).optional().catch(undefined),
      requestId: z.string().optional().catch(undefined),
      messageCode: z.string().optional().catch(undefined),
      params: messageParams.optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});
