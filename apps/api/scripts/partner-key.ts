import { parseArgs } from 'node:util';
import { fail, runTool } from './script-context';

/** npm run partner-key -- --brand <urlRoute> [--label text]: issues a partner API key and prints it once. */
const { values } = parseArgs({ options: { brand: { type: 'string' }, label: { type: 'string' } } });
if (!values.brand) fail('Usage: npm run partner-key -- --brand <urlRoute> [--label <text>]');
const brand = values.brand;

await runTool(async ({ partnerKeysService }) => {
  const issued = await partnerKeysService.issue(brand, values.label);
  console.log(
    `Partner API key for ${issued.brandName} (${issued.keyPrefix}). It is shown once; keep it secret:`,
  );
  console.log(issued.key);
  console.log(
    'Send it as "Authorization: Bearer <key>" to POST /api/partner/leads and /api/partner/leads/bulk.',
  );
});
