// Route ids are the spec's route names (spec §2.1); /v1 resource routes follow API.md.
import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/landing-page.tsx', { id: 'LandingPage' }),
  route('preferences', 'routes/preferences.ts', { id: 'Preferences' }),
  route('login', 'routes/login.tsx', { id: 'Login' }),
  route('register', 'routes/register.tsx', { id: 'Register' }),
  route('forgot-password', 'routes/forgot-password.tsx', { id: 'ForgotPassword' }),
  route('logout', 'routes/logout.ts', { id: 'Logout' }),
  route('session/activity', 'routes/session-activity.ts', { id: 'SessionActivity' }),
  // The signed-in area: every page behind sign-in, with the main navigation (spec §2.8).
  layout('routes/app-layout.tsx', { id: 'MainLayout' }, [
    route('dashboard', 'routes/dashboard.tsx', { id: 'Dashboard' }),
    route('properties', 'routes/properties/index.tsx', { id: 'PropertiesIndex' }),
    route('properties/create', 'routes/properties/create.tsx', { id: 'PropertiesCreate' }),
    route('properties/edit/:id', 'routes/properties/edit.tsx', { id: 'PropertiesEdit' }),
    route('properties/:id', 'routes/properties/show.tsx', { id: 'PropertiesShow' }),
    route('properties/:id/readings', 'routes/properties/readings.tsx', { id: 'PropertyReadings' }),

    // Agreements and tenants (issue 5)
    route('agreements', 'routes/agreements/index.tsx', { id: 'AgreementsIndex' }),
    route('agreements/create', 'routes/agreements/create.tsx', { id: 'AgreementsCreate' }),
    route('agreements/history', 'routes/agreements/history.tsx', { id: 'AgreementsHistory' }),
    route('agreements/:id', 'routes/agreements/show.tsx', { id: 'AgreementShow' }),
    route('agreements/:id/lease', 'routes/agreements/lease.tsx', { id: 'AgreementLease' }),
    route('agreements/:id/changes', 'routes/agreements/changes.tsx', { id: 'AgreementChanges' }),
    route('agreements/:id/addendum', 'routes/agreements/addendum.tsx', { id: 'AgreementAddendum' }),
    route('agreements/:id/meters', 'routes/agreements/meters.tsx', { id: 'AgreementMeters' }),
    route('agreements/:id/statement', 'routes/agreements/statement.tsx', { id: 'AgreementStatement' }),
    route('agreements/:id/settlement', 'routes/agreements/settlement.tsx', { id: 'AgreementSettlement' }),
    route('agreements/:id/received/:paymentId', 'routes/agreements/received.ts', { id: 'AgreementReceivedDecision' }),
    route('tenants', 'routes/tenants/index.tsx', { id: 'TenantsIndex' }),
    route('tenants/:id', 'routes/tenants/show.tsx', { id: 'TenantsShow' }),
    // A tenant's identity document (issue 21)
    route('tenants/:id/identity', 'routes/tenants/identity.tsx', { id: 'TenantIdentity' }),
    route('tenants/:id/identity/photo/:side', 'routes/tenants/identity-photo.ts', { id: 'TenantIdentityPhoto' }),

    // Dues, payments, receipts and the SMS log (issue 6)
    route('notifications', 'routes/notifications.tsx', { id: 'Notifications' }),
    route('receipts/:receiptNumber', 'routes/receipts/show.tsx', { id: 'ReceiptShow' }),

    // The municipality's rental notices (issue 21)
    route('rental-notices', 'routes/rental-notices/index.tsx', { id: 'RentalNotices' }),
    route('rental-notices/:id', 'routes/rental-notices/show.tsx', { id: 'RentalNoticeShow' }),

    // Reports (issue 18)
    route('reports/rent-income', 'routes/reports/rent-income.tsx', { id: 'RentIncomeReport' }),

    // Dashboard, settings and the signed-in frame (issue 7)
    route('settings', 'routes/settings/index.tsx', { id: 'Settings' }),
    // The other sections; the same module (an optional segment confuses client-side routing).
    route('settings/payments', 'routes/settings/payments.tsx', { id: 'SettingsPayments' }),
    route('settings/billing', 'routes/settings/billing.tsx', { id: 'SettingsBilling' }),
    route('settings/activity', 'routes/settings/activity.tsx', { id: 'SettingsActivity' }),
    route('settings/:section', 'routes/settings/index.tsx', { id: 'SettingsSection' }),
    route('settings/backups/export', 'routes/settings/export.ts', { id: 'SettingsExport' }),
    route('sidebar', 'routes/frame/sidebar.ts', { id: 'SidebarState' }),

    // The tenant's own view (issue 17)
    route('my-rent', 'routes/my-rent/index.tsx', { id: 'MyRent' }),
    route('my-rent/identity', 'routes/my-rent/identity.tsx', { id: 'MyRentIdentity' }),
    route('my-rent/identity/photo/:side', 'routes/my-rent/identity-photo.ts', { id: 'MyRentIdentityPhoto' }),
    route('my-rent/:id', 'routes/my-rent/show.tsx', { id: 'MyRentShow' }),
    route('my-rent/:id/receipts/:receiptNumber', 'routes/my-rent/receipt.tsx', { id: 'MyRentReceipt' }),
    route('my-rent/:id/statement', 'routes/my-rent/statement.tsx', { id: 'MyRentStatement' }),
    route('my-rent/:id/settlement', 'routes/my-rent/settlement.tsx', { id: 'MyRentSettlement' }),
    route('payment-proofs/:id/photo', 'routes/payment-proofs/photo.ts', { id: 'PaymentProofPhoto' }),
  ]),
  // The property form's city suggestions (JSON for its fetcher).
  route('properties/local-levels', 'routes/properties/local-levels.ts', { id: 'PropertiesLocalLevels' }),
  // The operator console (issue 20): 404 for everyone but an operator with a fresh sign-in.
  layout('routes/ops/layout.tsx', { id: 'OpsLayout' }, [
    route('ops', 'routes/ops/desk.tsx', { id: 'OpsDesk' }),
    route('ops/tickets/:id', 'routes/ops/ticket.tsx', { id: 'OpsTicket' }),
    route('ops/members', 'routes/ops/members.tsx', { id: 'OpsMembers' }),
    route('ops/members/:id', 'routes/ops/member.tsx', { id: 'OpsMember' }),
    route('ops/money', 'routes/ops/money.tsx', { id: 'OpsMoney' }),
    route('ops/sms', 'routes/ops/sms.tsx', { id: 'OpsSms' }),
    route('ops/audit', 'routes/ops/audit.tsx', { id: 'OpsAudit' }),
    route('ops/*', 'routes/not-found.tsx', { id: 'OpsNotFound' }),
  ]),
  // Public site (issue 7)
  route('plans', 'routes/plans.tsx', { id: 'Plans' }),
  // Paid plans (issue 17): where Bhadaa's gateways send the member back
  route('plans/khalti', 'routes/plan-payments/khalti-return.ts', { id: 'PlansKhaltiReturn' }),
  route('plans/esewa/:orderId', 'routes/plan-payments/esewa-return.ts', { id: 'PlansEsewaReturn' }),
  route('plans/esewa/:orderId/failed', 'routes/plan-payments/esewa-return.ts', { id: 'PlansEsewaFailed' }),
  route('support-ticket', 'routes/support-ticket.tsx', { id: 'SupportTicket' }),
  route('p/:code', 'routes/pay/index.tsx', { id: 'PayLink' }),
  route('p/:code/khalti', 'routes/pay/khalti-return.ts', { id: 'PayLinkKhaltiReturn' }),
  route('p/:code/esewa/:orderId', 'routes/pay/esewa-return.ts', { id: 'PayLinkEsewaReturn' }),
  route('p/:code/done/:orderId', 'routes/pay/done.tsx', { id: 'PayLinkDone' }),
  route('terms-of-use', 'routes/legal-page.tsx', { id: 'TermsOfUse' }),
  route('privacy-policy', 'routes/legal-page.tsx', { id: 'PrivacyPolicy' }),
  route('cookie-consent', 'routes/cookie-consent.ts', { id: 'CookieConsent' }),

  ...prefix('v1', [
    route('openapi.json', 'routes/v1/openapi.ts', { id: 'v1/openapi' }),
    route('public/release/latest', 'routes/v1/public.release.latest.ts', { id: 'v1/public/release/latest' }),
    route('account/verify', 'routes/v1/account.verify.ts', { id: 'v1/account/verify' }),
    route('account/logout', 'routes/v1/account.logout.ts', { id: 'v1/account/logout' }),
    route('account/claim', 'routes/v1/account.claim.ts', { id: 'v1/account/claim' }),
    route('member/login', 'routes/v1/member.login.ts', { id: 'v1/member/login' }),
    route('member/signup', 'routes/v1/member.signup.ts', { id: 'v1/member/signup' }),
    route('public/phone/verify', 'routes/v1/public.phone.verify.ts', { id: 'v1/public/phone/verify' }),
    route('public/password/forgot', 'routes/v1/public.password.forgot.ts', { id: 'v1/public/password/forgot' }),
    route('public/password/verify', 'routes/v1/public.password.verify.ts', { id: 'v1/public/password/verify' }),
    route('public/password/reset', 'routes/v1/public.password.reset.ts', { id: 'v1/public/password/reset' }),
    route('member/property', 'routes/v1/member.property.ts', { id: 'v1/member/property' }),
    route('member/property/my/count', 'routes/v1/member.property.my.count.ts', { id: 'v1/member/property/my/count' }),
    route('member/property/:id', 'routes/v1/member.property.$id.ts', { id: 'v1/member/property/:id' }),
    route('member/unit', 'routes/v1/member.unit.ts', { id: 'v1/member/unit' }),
    route('member/unit/:id', 'routes/v1/member.unit.$id.ts', { id: 'v1/member/unit/:id' }),
    route('member/province', 'routes/v1/member.province.ts', { id: 'v1/member/province' }),

    // Agreements and tenants (issue 5)
    route('member/agreement', 'routes/v1/member.agreement.ts', { id: 'v1/member/agreement' }),
    route('member/agreement/my/latest', 'routes/v1/member.agreement.my.latest.ts', { id: 'v1/member/agreement/my/latest' }),
    route('member/agreement/my/count', 'routes/v1/member.agreement.my.count.ts', { id: 'v1/member/agreement/my/count' }),
    route('member/agreement/history', 'routes/v1/member.agreement.history.ts', { id: 'v1/member/agreement/history' }),
    route('member/agreement/:id', 'routes/v1/member.agreement.$id.ts', { id: 'v1/member/agreement/:id' }),
    route('member/agreement/:id/renewal', 'routes/v1/member.agreement.$id.renewal.ts', { id: 'v1/member/agreement/:id/renewal' }),
    route('member/agreement/:id/changes', 'routes/v1/member.agreement.$id.changes.ts', { id: 'v1/member/agreement/:id/changes' }),
    route('member/agreement/:id/addendum', 'routes/v1/member.agreement.$id.addendum.ts', { id: 'v1/member/agreement/:id/addendum' }),
    route('member/tenant', 'routes/v1/member.tenant.ts', { id: 'v1/member/tenant' }),
    route('member/tenant/search', 'routes/v1/member.tenant.search.ts', { id: 'v1/member/tenant/search' }),
    route('member/tenant/count', 'routes/v1/member.tenant.count.ts', { id: 'v1/member/tenant/count' }),
    route('member/tenant/:id', 'routes/v1/member.tenant.$id.ts', { id: 'v1/member/tenant/:id' }),
    route('member/tenant-request', 'routes/v1/member.tenant-request.ts', { id: 'v1/member/tenant-request' }),
    route('member/tenant-request/:id', 'routes/v1/member.tenant-request.$id.ts', { id: 'v1/member/tenant-request/:id' }),
    route('member/agreement/:id/tenant-phone', 'routes/v1/member.agreement.$id.tenant-phone.ts', { id: 'v1/member/agreement/:id/tenant-phone' }),
    // A tenant's identity document and the weekly digest setting (issue 21)
    route('member/tenant/:id/identity', 'routes/v1/member.tenant.$id.identity.ts', { id: 'v1/member/tenant/:id/identity' }),
    route('member/tenant/:id/identity/views', 'routes/v1/member.tenant.$id.identity.views.ts', { id: 'v1/member/tenant/:id/identity/views' }),
    route('member/tenant/:id/identity/photo/:side', 'routes/v1/member.tenant.$id.identity.photo.$side.ts', { id: 'v1/member/tenant/:id/identity/photo/:side' }),
    route('member/settings/notification', 'routes/v1/member.settings.notification.ts', { id: 'v1/member/settings/notification' }),
    route('member/utilityoption', 'routes/v1/member.utilityoption.ts', { id: 'v1/member/utilityoption' }),

    // Dues, payments, receipts and the SMS log (issue 6)
    route('member/sms', 'routes/v1/member.sms.ts', { id: 'v1/member/sms' }),
    route('member/agreement/:id/charges', 'routes/v1/member.agreement.$id.charges.ts', { id: 'v1/member/agreement/:id/charges' }),
    route('member/agreement/:id/payment', 'routes/v1/member.agreement.$id.payment.ts', { id: 'v1/member/agreement/:id/payment' }),
    route('member/payment/:id/void', 'routes/v1/member.payment.$id.void.ts', { id: 'v1/member/payment/:id/void' }),
    route('member/agreement/:id/before-bhadaa', 'routes/v1/member.agreement.$id.before-bhadaa.ts', { id: 'v1/member/agreement/:id/before-bhadaa' }),
    route('member/agreement/:id/charge', 'routes/v1/member.agreement.$id.charge.ts', { id: 'v1/member/agreement/:id/charge' }),
    route('member/agreement/:id/settlement', 'routes/v1/member.agreement.$id.settlement.ts', { id: 'v1/member/agreement/:id/settlement' }),
    route('member/charge/:id/cancel', 'routes/v1/member.charge.$id.cancel.ts', { id: 'v1/member/charge/:id/cancel' }),
    route('member/agreement/:id/late-fee', 'routes/v1/member.agreement.$id.late-fee.ts', { id: 'v1/member/agreement/:id/late-fee' }),
    route('member/agreement/:id/statement', 'routes/v1/member.agreement.$id.statement.ts', { id: 'v1/member/agreement/:id/statement' }),
    route('member/report/rent-income', 'routes/v1/member.report.rent-income.ts', { id: 'v1/member/report/rent-income' }),
    route('member/settings', 'routes/v1/member.settings.ts', { id: 'v1/member/settings' }),

    // The paperwork: the printable lease and the municipality's rental notices (issue 21)
    route('member/agreement/:id/lease', 'routes/v1/member.agreement.$id.lease.ts', { id: 'v1/member/agreement/:id/lease' }),
    route('member/rental-notice', 'routes/v1/member.rental-notice.ts', { id: 'v1/member/rental-notice' }),
    route('member/rental-notice/municipality', 'routes/v1/member.rental-notice.municipality.ts', { id: 'v1/member/rental-notice/municipality' }),
    route('member/rental-notice/:id', 'routes/v1/member.rental-notice.$id.ts', { id: 'v1/member/rental-notice/:id' }),
    route('member/rental-notice/:id/file', 'routes/v1/member.rental-notice.$id.file.ts', { id: 'v1/member/rental-notice/:id/file' }),
    // Meter readings (issue 18)
    route('member/agreement/:id/meter', 'routes/v1/member.agreement.$id.meter.ts', { id: 'v1/member/agreement/:id/meter' }),
    route('member/agreement/:id/reading', 'routes/v1/member.agreement.$id.reading.ts', { id: 'v1/member/agreement/:id/reading' }),
    route('member/reading/:id', 'routes/v1/member.reading.$id.ts', { id: 'v1/member/reading/:id' }),
    // The tenant's own view (issue 17)
    route('member/gateway', 'routes/v1/member.gateway.ts', { id: 'v1/member/gateway' }),
    route('member/agreement/:id/paylink', 'routes/v1/member.agreement.$id.paylink.ts', { id: 'v1/member/agreement/:id/paylink' }),
    route('member/gateway-payment', 'routes/v1/member.gateway-payment.ts', { id: 'v1/member/gateway-payment' }),
    route('member/gateway-payment/:id/decision', 'routes/v1/member.gateway-payment.$id.decision.ts', { id: 'v1/member/gateway-payment/:id/decision' }),
    route('public/pay/:code', 'routes/v1/public.pay.$code.ts', { id: 'v1/public/pay/:code' }),
    route('public/pay/:code/khalti', 'routes/v1/public.pay.$code.khalti.ts', { id: 'v1/public/pay/:code/khalti' }),
    route('member/plan', 'routes/v1/member.plan.ts', { id: 'v1/member/plan' }),
    route('member/gateway/:gateway', 'routes/v1/member.gateway.$gateway.ts', { id: 'v1/member/gateway/:gateway' }),
    route('tenant/agreement', 'routes/v1/tenant.agreement.ts', { id: 'v1/tenant/agreement' }),
    route('tenant/agreement/:id', 'routes/v1/tenant.agreement.$id.ts', { id: 'v1/tenant/agreement/:id' }),
    route('tenant/agreement/:id/charges', 'routes/v1/tenant.agreement.$id.charges.ts', { id: 'v1/tenant/agreement/:id/charges' }),
    route('tenant/agreement/:id/payment', 'routes/v1/tenant.agreement.$id.payment.ts', { id: 'v1/tenant/agreement/:id/payment' }),
    route('tenant/agreement/:id/gateway-payment', 'routes/v1/tenant.agreement.$id.gateway-payment.ts', { id: 'v1/tenant/agreement/:id/gateway-payment' }),
    route('tenant/agreement/:id/payment-proof', 'routes/v1/tenant.agreement.$id.payment-proof.ts', { id: 'v1/tenant/agreement/:id/payment-proof' }),
    route('member/payment-proof', 'routes/v1/member.payment-proof.ts', { id: 'v1/member/payment-proof' }),
    route('member/payment-proof/:id/:decision', 'routes/v1/member.payment-proof.$id.$decision.ts', { id: 'v1/member/payment-proof/:id/:decision' }),
    route('tenant/agreement/:id/statement', 'routes/v1/tenant.agreement.$id.statement.ts', { id: 'v1/tenant/agreement/:id/statement' }),
    route('tenant/agreement/:id/receipt/:receiptNumber', 'routes/v1/tenant.agreement.$id.receipt.$receiptNumber.ts', { id: 'v1/tenant/agreement/:id/receipt/:receiptNumber' }),

    // The operator console's API (issue 20): one module answers every /v1/ops path.
    route('ops/*', 'routes/v1/ops.ts', { id: 'v1/ops' }),
    route('*', 'routes/v1/not-found.ts', { id: 'v1/not-found' }),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'NotFound' }),
] satisfies RouteConfig
