import { z } from 'zod';

/**
 * Clear, field-naming validation messages. Zod issues get short default texts here
 * ("is required", "must be at least 4 characters"); `formatValidationError` prefixes the field,
 * giving e.g. "Invalid request body: 'usernameOrEmail' is required".
 */
let configured = false;
export function configureZodMessages(): void {
  if (configured) return;
  configured = true;
  z.config({
    customError: (iss) => {
      switch (iss.code) {
        case 'invalid_type': {
          if (iss.input === undefined) return 'is required';
          if (iss.input === null) return 'must not be null';
          const expected = String(iss.expected);
          return `must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
        }
        case 'too_small': {
          const min = Number(iss.minimum);
          if (iss.origin === 'string') return `must be at least ${min} character${min === 1 ? '' : 's'}`;
          if (iss.origin === 'array') return `must have at least ${min} item${min === 1 ? '' : 's'}`;
          return iss.inclusive ? `must be at least ${min}` : `must be greater than ${min}`;
        }
        case 'too_big': {
          const max = Number(iss.maximum);
          if (iss.origin === 'string') return `must be at most ${max} character${max === 1 ? '' : 's'}`;
          if (iss.origin === 'array') return `must have at most ${max} item${max === 1 ? '' : 's'}`;
          return iss.inclusive ? `must be at most ${max}` : `must be less than ${max}`;
        }
        case 'invalid_format':
          if (iss.format === 'email') return 'must be a valid e-mail address';
          if (iss.format === 'url') return 'must be a valid URL';
          return 'has an invalid format';
        case 'invalid_value':
          return `must be one of: ${iss.values.map((v) => String(v)).join(', ')}`;
        case 'unrecognized_keys':
          return `has unknown field${iss.keys.length === 1 ? '' : 's'}: ${iss.keys.join(', ')}`;
        default:
          return undefined;
      }
    },
  });
}

const CONTEXT_LABEL: Record<string, string> = {
  body: 'request body',
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

export interface FieldError {
  location: string;
  field: string | null;
  message: string;
}

export function validationDetails(context: string | undefined, issues: ValidationIssue[]): FieldError[] {
  const location = context ?? 'body';
  return issues.map((i) => {
    const field = (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { location, field: field || null, message: i.message ?? 'is invalid' };
  });
}

/** One readable sentence naming each invalid field. */
export function formatValidationError(context: string | undefined, issues: ValidationIssue[]): string {
  const details = validationDetails(context, issues);
  const label = CONTEXT_LABEL[context ?? 'body'] ?? 'request';
  const parts = details.map((d) => (d.field ? `'${d.field}' ${d.message}` : d.message));
  return `Invalid ${label}: ${parts.join('; ')}`;
}
