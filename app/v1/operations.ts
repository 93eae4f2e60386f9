// The /v1 contract in one place: each operation's method, path, auth and zod schemas, one file per
// area (account-, property-, agreement-, ledger-operations.ts). Routes parse and shape with these
// schemas; /v1/openapi.json is generated from them.
import { accountOperations } from './account-operations'
import { agreementChangeOperations } from './agreement-change-operations'
import { agreementOperations } from './agreement-operations'
import { ErrorSchema, MemberSummarySchema, type Operation, PhoneInputSchema } from './common-schemas'
import { ledgerOperations } from './ledger-operations'
import { gatewayOperations } from './gateway-operations'
import { myRentOperations } from './my-rent-operations'
import { payOperations } from './pay-operations'
import { paymentQrOperations } from './payment-qr-operations'
import { paperworkOperations } from './paperwork-operations'
import { planOperations } from './plan-operations'
import { identityOperations } from './identity-operations'
import { meterOperations } from './meter-operations'
import { opsOperations } from './ops-operations'
import { propertyOperations } from './property-operations'
import { proofOperations } from './proof-operations'
import { reportOperations } from './report-operations'
import { tenancyOperations } from './tenancy-operations'
import { tenantCorrectionOperations } from './tenant-correction-operations'
import { teamOperations } from './team-operations'
import { expenseOperations } from './expense-operations'
import { repairOperations } from './repair-operations'

export { ErrorSchema, MemberSummarySchema, PhoneInputSchema, type Operation }
export { PropertyListItemSchema, PropertySchema, ProvinceSchema, UnitSchema } from './property-operations'

export const operations = {
  ...accountOperations,
  ...propertyOperations,
  ...agreementOperations,
  ...ledgerOperations,
  ...myRentOperations,
  ...gatewayOperations,
  ...paymentQrOperations,
  ...payOperations,
  ...paperworkOperations,
  ...identityOperations,
  ...meterOperations,
  ...tenancyOperations,
  ...reportOperations,
  ...tenantCorrectionOperations,
  ...agreementChangeOperations,
  ...proofOperations,
  ...planOperations,
  ...opsOperations,
  ...teamOperations,
  ...expenseOperations,
  ...repairOperations,
} satisfies Record<string, Operation>
