import { schemaIssueCode } from '@cd/contracts';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { isApiError } from './api-error';
import { fieldIssueText, type CodedMessage } from './server-message';

/**
 * A form's problems by the path of the field they belong to (`firstName`, `phone.number`,
 * `secondaryEmails.1`), kept coded so that their text follows the user's language (decision 106).
 */
export type FieldProblems = Record<string, CodedMessage>;

/** The form's path of a request field: the API names it with its part (`body.phone.number`). */
export const formFieldPath = (path: string) => path.replace(/^(?:body|query|params)\./, '');

const valueAt = (value: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as never)[key] : undefined),
    value,
  );

/**
 * What the request's contract refuses, by field, before anything is sent: the same schema and the same
 * codes the API answers with (`schemaIssueCode`). The first issue of a field speaks for it. A field left
 * empty that the contract refuses is missing, whatever the contract's own word (an id's "whole number").
 */
export function contractProblems(schema: ZodType, request: unknown): FieldProblems {
  const result = schema.safeParse(request);
  if (result.success) return {};
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const value = valueAt(request, issue.path);
    const empty = value === '' || value === null || value === undefined;
    const coded = schemaIssueCode(issue as Parameters<typeof schemaIssueCode>[0]);
    problems[path] ??=
      empty && coded.messageCode === 'FIELD_INVALID' ? { messageCode: 'FIELD_REQUIRED' } : coded;
  }
  return problems;
}

/**
 * The server's field issues (the error envelope's `details`) by the form's path; `fieldOf` renames a
 * request path the form calls otherwise (`ouMappings.0.ouID` → `mappings.0.ouID`).
 */
export function serverProblems(
  error: unknown,
  fieldOf: (path: string) => string = (path) => path,
): FieldProblems {
  if (!isApiError(error)) return {};
  const problems: FieldProblems = {};
  for (const { path, messageCode, params } of error.details) {
    problems[fieldOf(formFieldPath(path))] ??= params ? { messageCode, params } : { messageCode };
  }
  return problems;
}

/**
 * One problem's text in the user's language. The shared text rule cannot know its field's name
 * (decision 088) and the server names it in English: the form's own label says which field it is.
 */
export function problemText(
  problem: CodedMessage,
  t: TFunction<'errors'>,
  language: string,
  label?: string,
): string {
  if (problem.messageCode !== 'TEXT_CHARACTER_NOT_ALLOWED') return fieldIssueText(problem, t, language);
  const field = label ?? t('form.thisField');
  return fieldIssueText({ ...problem, params: { ...problem.params, field } }, t, language);
}

export interface FormErrors {
  /** Every problem's text by path, in the user's language. */
  errors: Record<string, string>;
  /** `error={Boolean(errorOf('name'))} helperText={errorOf('name')}`. */
  errorOf(path: string): string | undefined;
  /** Checks `request` against its contract and shows what it refuses; true when there is nothing to show. */
  check(schema: ZodType, request: unknown): boolean;
  /** Shows a failed save's field issues on their fields; true when the failure named any field. */
  showServer(error: unknown): boolean;
  /** Forgets one field's problem (the person changed it), or every problem. */
  clear(path?: string): void;
}

export interface FormErrorOptions {
  /** The form's path of a contract or request path it names otherwise. */
  fieldOf?(path: string): string;
  /** The field's label, for a text that names its field. */
  labelOf?(path: string): string | undefined;
  /** A screen's own wording of a problem where the spec gives one ('Domain is a mandatory field'). */
  textOf?(path: string, problem: CodedMessage): string | undefined;
}

/**
 * The one way a form shows its problems (decision 106): the contract's before the confirmation, the
 * server's after a save, each beside its field, never as English from zod or the server.
 */
export function useFormErrors(options: FormErrorOptions = {}): FormErrors {
  const { fieldOf, labelOf, textOf } = options;
  const { t, i18n } = useTranslation('errors');
  const [problems, setProblems] = useState<FieldProblems>({});
  const errors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(problems).map(([path, problem]) => [
          path,
          textOf?.(path, problem) ?? problemText(problem, t, i18n.language, labelOf?.(path)),
        ]),
      ),
    [problems, t, i18n.language, labelOf, textOf],
  );
  const check = useCallback(
    (schema: ZodType, request: unknown) => {
      const found = contractProblems(schema, request);
      setProblems(fieldOf ? renamed(found, fieldOf) : found);
      return Object.keys(found).length === 0;
    },
    [fieldOf],
  );
  const showServer = useCallback(
    (error: unknown) => {
      const found = serverProblems(error, fieldOf);
      setProblems(found);
      return Object.keys(found).length > 0;
    },
    [fieldOf],
  );
  const clear = useCallback(
    (path?: string) =>
      setProblems((current) => {
        if (path === undefined) return {};
        if (!(path in current)) return current;
        const { [path]: _cleared, ...rest } = current;
        return rest;
      }),
    [],
  );
  return { errors, errorOf: (path) => errors[path], check, showServer, clear };
}

const renamed = (problems: FieldProblems, fieldOf: (path: string) => string): FieldProblems => {
  const out: FieldProblems = {};
  for (const [path, problem] of Object.entries(problems)) out[fieldOf(path)] ??= problem;
  return out;
};
