// Nepali texts: the member's activity and support access in Settings.
import type { auditEn } from './audit.en'

export const auditNe: Record<keyof typeof auditEn, string> = {
  'audit.empty': 'अहिलेसम्म केही अभिलेख छैन।',
  'audit.ip': '{ip} बाट',
  'audit.supportAccess': 'सहायता पहुँच',
  'audit.supportAccessText': 'तपाईंले सहायता माग्नुभएको छ भने भाडा टोलीलाई ७ दिनसम्म तपाईंका भाडावाल हेर्न दिन सक्नुहुन्छ। यो आफैँ सकिन्छ।',
  'audit.supportAccessUntil': 'भाडा टोलीले {date} सम्म तपाईंका भाडावाल हेर्न सक्छ।',
  'audit.supportAccessAllow': '७ दिनका लागि अनुमति दिनुहोस्',
  'audit.supportAccessEnd': 'सहायता पहुँच अहिले नै अन्त्य गर्नुहोस्',
  'audit.action.member.signInNewDevice': 'नयाँ उपकरणबाट साइन इन',
  'audit.action.member.passwordChange': 'पासवर्ड परिवर्तन',
  'audit.action.member.planChange': 'योजना परिवर्तन',
  'audit.action.member.gatewayKeyChange': 'भुक्तानी गेटवे साँचो परिवर्तन',
  'audit.action.member.gatewayKeyRemove': 'भुक्तानी गेटवे हटाइयो',
  'audit.action.member.agreementTerminate': 'सम्झौता अन्त्य',
  'audit.action.member.paymentVoid': 'भुक्तानी रद्द',
  'audit.action.member.receivedPaymentDecision': 'अनलाइन भुक्तानीबारे निर्णय (जम्मा वा फिर्ता)',
  'audit.action.member.supportAccessGrant': 'सहायता पहुँच दिइयो',
  'audit.action.member.supportAccessEnd': 'सहायता पहुँच अन्त्य',
  'audit.action.operator.planChange': 'भाडा सहायताले योजना परिवर्तन गर्‍यो',
  'audit.action.operator.smsResend': 'भाडा सहायताले SMS फेरि पठायो',
  'audit.action.operator.smsDrop': 'भाडा सहायताले SMS छोड्यो',
}
