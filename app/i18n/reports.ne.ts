// Nepali texts: the rent-income report and its tax rate in Settings.
import type { reportsEn } from './reports.en'

export const reportsNe: Record<keyof typeof reportsEn, string> = {
  'report.fiscalYearInvalid': '{min} देखि {max} सम्मको आर्थिक वर्ष छान्नुहोस्',
  'report.rentIncome.heading': 'भाडा आम्दानी, {year}',
  'report.rentIncome.intro':
    '{start} देखि {end} सम्म भाडाबापत राखिएको रकम, प्राप्त भएको महिना अनुसार: भाडा, उपयोगिता, मिटर बिल, थप शुल्क र ढिलो शुल्क। धरौटी आम्दानी होइन: घर छोड्दा नतिरेको शुल्कमा खर्च भएको भाग मात्र त्यसै दिन गनिन्छ। अग्रिम भुक्तानी प्राप्त हुँदा गनिन्छ र फिर्ता दिँदा घटाइन्छ। रद्द गरिएका भुक्तानी, नवीकरणमा सारिएको बाँकी र भाडा अघिको मौज्दात गनिएको छैन।',
  'report.rentIncome.provisional': 'यो वर्षका मितिहरू अस्थायी छन् (अनुमानित महिना लम्बाइ)।',
  'report.rentIncome.fiscalYear': 'आर्थिक वर्ष (वि.सं.)',
  'report.rentIncome.show': 'हेर्नुहोस्',
  'report.rentIncome.print': 'छाप्नुहोस्',
  'report.rentIncome.total': 'सबै सम्पत्ति',
  'report.rentIncome.none': 'यो आर्थिक वर्षमा केही प्राप्त भएको छैन।',
  'report.rentIncome.month': 'महिना',
  'report.rentIncome.rent': 'भाडा',
  'report.rentIncome.other': 'अन्य आम्दानी',
  'report.rentIncome.credit': 'जसमध्ये अग्रिम भुक्तानी (फिर्ता दिएको घटाएर)',
  'report.rentIncome.shares': 'मालिकहरूको हिस्सा',
  'report.rentIncome.shareOf': '{name}, {share} %',
  'report.rentIncome.taxShort': 'कर',
  'report.rentIncome.coOwned': 'तपाईं सह-मालिक भएका सम्पत्ति: तपाईंको हिस्सा',
  'report.rentIncome.coOwnedOf': '{property} (मालिक {owner})',
  'report.rentIncome.sum': 'जम्मा',
  'report.rentIncome.yearTotal': 'वर्ष',
  'report.rentIncome.tax': 'भाडाको {rate}% घरभाडा कर',
}
