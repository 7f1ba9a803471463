import { parseArgs } from 'node:util';
import { operatorPartnerKeySchema } from '@threshold/domain/partner/operator-calls';
import { runOperatorCommand } from './operator-command-runner';
import { fail } from './script-context';

/**
 * npm run partner-key -- --brand <urlRoute> [--label text] [--url <server>]: issues a partner API
 * key and prints it once. Asks the running server; opens the database only when no server answers.
 */
const { values } = parseArgs({
  options: { brand: { type: 'string' }, label: { type: 'string' }, url: { type: 'string' } },
});
if (!values.brand)
  fail(
    'Usage: npm run partner-key -- --brand <urlRoute> [--label <text>] [--url <server base URL>]',
  );

await runOperatorCommand({
  url: values.url,
  path: '/api/operator/partner-keys',
  schema: operatorPartnerKeySchema,
  input: { brand: values.brand, ...(values.label ? { label: values.label } : {}) },
  direct: ({ partnerKeysService }, input) => partnerKeysService.issue(input.brand, input.label),
  lines: (issued: { key: string; keyPrefix: string; brandName: string }) => [
    `Partner API key for ${issued.brandName} (${issued.keyPrefix}). It is shown once; keep it secret:`,
    issued.key,
    'Send it as "Authorization: Bearer <key>" to POST /api/partner/leads and /api/partner/leads/bulk.',
  ],
});
