// The Google map of the property form (spec §2.15) on a server with GOOGLE_MAPS_API_KEY:
// a click places the marker and fills the coordinates and the Plus Code, and reverse geocoding
// fills the addresses the member left empty (or the map filled). Google's script is the fake of
// support/fake-google-maps.ts; everything else is the real page. Without JavaScript no map
// loads and the coordinates are typed.
import type { Page } from '@playwright/test'
import { encodePlusCode } from '../../app/domain/plus-code'
import { flash } from './support/auth-steps'
import { FAKE_MAPS_API_KEY } from './support/fake-google-maps'
import { createMember, signIn, withDatabase } from './support/fixtures'
import { expect, test } from './support/maps-server'
import { insertProperty } from './support/properties'

const texts = {
  en: {
    mapHint: 'Click the map to place the property: the coordinates, the Plus Code and empty addresses follow.',
    map: 'Map: click to place the property',
    lat: 'Latitude',
    lng: 'Longitude',
    address1: 'Address 1',
    address2: 'Address 2',
    plusCode: 'Plus Code',
  },
  ne: {
    mapHint: 'सम्पत्ति राख्न नक्सामा क्लिक गर्नुहोस्: निर्देशाङ्क, प्लस कोड र खाली ठेगानाहरू आफैं भरिन्छन्।',
    map: 'नक्सा: सम्पत्ति राख्न क्लिक गर्नुहोस्',
    lat: 'अक्षांश',
    lng: 'देशान्तर',
    address1: 'ठेगाना १',
    address2: 'ठेगाना २',
    plusCode: 'प्लस कोड',
  },
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true })
}

function select(page: Page, name: string) {
  return page.getByRole('combobox', { name, exact: true })
}

/** Clicks the map dx, dy CSS pixels from its centre (east and south are positive). */
async function clickMap(page: Page, dx: number, dy: number) {
  const map = page.getByTestId('fake-google-map')
  const box = await map.boundingBox()
  if (!box) throw new Error('the map is not on the screen')
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 + dy } })
}

/** The marker sits on the typed coordinates, and the Plus Code is theirs. */
async function expectMarkerAndPlusCodeOnInputs(page: Page, language: keyof typeof texts) {
  const lat = Number(await field(page, texts[language].lat).inputValue())
  const lng = Number(await field(page, texts[language].lng).inputValue())
  const marker = page.getByTestId('fake-google-map-marker')
  await expect(marker).toHaveAttribute('data-lat', String(lat))
  await expect(marker).toHaveAttribute('data-lng', String(lng))
  await expect(page.getByTestId('plus-code')).toHaveText(`${texts[language].plusCode}: ${encodePlusCode(lat, lng)}`)
}

/** The fields the map leaves alone; without JavaScript the districts come after a round trip. */
async function fillTheOtherFields(page: Page, name: string, javaScriptEnabled: boolean) {
  await field(page, 'Property Name').fill(name)
  await select(page, 'Type').selectOption('residential')
  await select(page, 'Division').selectOption({ label: 'Undivided (let as a whole)' })
  await field(page, 'Area').fill('6')
  await select(page, 'Area Unit').selectOption({ label: 'Aana' })
  await select(page, 'Province').selectOption({ label: 'Bagmati' })
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Show districts and cities' }).click()
  await select(page, 'District').selectOption({ label: 'Kathmandu' })
  await page.getByRole('combobox', { name: 'City', exact: true }).fill('Kathmandu')
}

async function savedLocation(memberId: number) {
  const { rows } = await withDatabase((db) =>
    db.query<{ lat: string; lng: string; plusCode: string; address1: string; address2: string }>(
      `SELECT lat::text, lng::text, "plusCode", address1, address2 FROM "Property" WHERE "memberId" = $1`,
      [memberId],
    ),
  )
  return rows
}

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the map loads only with JavaScript')

  test('a click on the map places a new property, and the empty addresses follow', async ({ page, signedIn, googleMaps }) => {
    const { lat, lng, address1, address2 } = texts.en
    await page.goto('/properties/create')
    await expect(page.getByText(texts.en.mapHint)).toBeVisible()
    await expect(page.getByTestId('fake-google-map')).toBeVisible()
    expect((await page.getByRole('group', { name: texts.en.map }).boundingBox())?.height).toBe(500)
    // The library asked Google once, with the server's key, in the page's language, for Nepal.
    expect(googleMaps.scriptRequests).toHaveLength(1)
    const asked = googleMaps.scriptRequests[0]!.searchParams
    expect({ key: asked.get('key'), language: asked.get('language'), region: asked.get('region') }).toEqual({
      key: FAKE_MAPS_API_KEY,
      language: 'en',
      region: 'NP',
    })
    const marker = page.getByTestId('fake-google-map-marker')
    await expect(marker).toHaveCount(0)

    // Typed coordinates move the marker too.
    await field(page, lat).fill('27.7041')
    await field(page, lng).fill('85.3145')
    await expectMarkerAndPlusCodeOnInputs(page, 'en')

    // The map opens on the Kathmandu valley at zoom 13: 68 px west and 12 px south of its centre is Thamel.
    await clickMap(page, -68, 12)
    await expect(field(page, lat)).toHaveValue(/^27\.715\d{4}$/)
    await expect(field(page, lng)).toHaveValue(/^85\.312\d{4}$/)
    await expectMarkerAndPlusCodeOnInputs(page, 'en')
    await expect(field(page, address1)).toHaveValue('Chaksibari Marg, Kathmandu')
    await expect(field(page, address2)).toHaveValue('Chaksibari Marg, Kathmandu 44600, Nepal')

    // What the member types stays; what the map filled follows the next click (New Baneshwor).
    await field(page, address2).fill('Ward 10, behind the school')
    await clickMap(page, 106, 170)
    await expect(field(page, address1)).toHaveValue('Shankhamul Marg, Kathmandu')
    await expect(field(page, address2)).toHaveValue('Ward 10, behind the school')
    await expect(field(page, lat)).toHaveValue(/^27\.691\d{4}$/)
    await expect(field(page, lng)).toHaveValue(/^85\.342\d{4}$/)
    await expectMarkerAndPlusCodeOnInputs(page, 'en')
    const chosen = { lat: await field(page, lat).inputValue(), lng: await field(page, lng).inputValue() }

    await fillTheOtherFields(page, 'Shankhamul Heights', true)
    await page.getByRole('button', { name: 'Create Property' }).click()
    await expect(flash(page, 'Property Created Successfully')).toBeVisible()
    expect(await savedLocation(signedIn.id)).toEqual([
      {
        ...chosen,
        plusCode: encodePlusCode(Number(chosen.lat), Number(chosen.lng)),
        address1: 'Shankhamul Marg, Kathmandu',
        address2: 'Ward 10, behind the school',
      },
    ])
  })

  test('a click before the geocoder has arrived (a slow network) gets its addresses when it does', async ({ page, signedIn, googleMaps }) => {
    void signedIn
    googleMaps.heldLibraries.push('geocoding')
    await page.goto('/properties/create')
    await expect(page.getByTestId('fake-google-map')).toBeVisible()
    await clickMap(page, -68, 12)
    await expect(field(page, texts.en.lat)).toHaveValue(/^27\.715\d{4}$/)
    await expect(field(page, texts.en.address1)).toHaveValue('')
    await page.evaluate(() => (window as unknown as { fakeGoogleMaps: { deliver(name: string): void } }).fakeGoogleMaps.deliver('geocoding'))
    await expect(field(page, texts.en.address1)).toHaveValue('Chaksibari Marg, Kathmandu')
    await expect(field(page, texts.en.address2)).toHaveValue('Chaksibari Marg, Kathmandu 44600, Nepal')
  })

  test('in Nepali the map starts on the saved property and fills only the emptied address', async ({ page, googleMaps }) => {
    const member = await createMember({ firstName: 'Hari', lastName: 'Karki', prefLanguage: 'NEP' })
    await signIn(page, member)
    // In Jhamsikhel (27.6766, 85.3172), with the addresses Jhamsikhel and Ward 3.
    const { propertyId } = await insertProperty(member.id, { name: 'Jhamsikhel Flats' })
    const { lat, lng, address1, address2 } = texts.ne
    await page.goto(`/properties/edit/${propertyId}`)
    await expect(page.getByText(texts.ne.mapHint)).toBeVisible()
    await expect(page.getByRole('group', { name: texts.ne.map })).toBeVisible()
    await expect(page.getByTestId('fake-google-map')).toBeVisible()
    expect(googleMaps.scriptRequests.map((url) => url.searchParams.get('language'))).toEqual(['ne'])
    await expect(page.getByTestId('fake-google-map-marker')).toHaveAttribute('data-lat', '27.6766')
    await expect(page.getByTestId('fake-google-map')).toHaveAttribute('data-centre', '27.6766,85.3172')

    // Address 1 emptied, Address 2 kept: 59 px north of the property is Kupondole.
    await field(page, address1).fill('')
    await clickMap(page, 2, -59)
    await expect(field(page, address1)).toHaveValue('कुपण्डोल सडक, ललितपुर')
    await expect(field(page, address2)).toHaveValue('Ward 3')
    await expect(field(page, lat)).toHaveValue(/^27\.685\d{4}$/)
    await expect(field(page, lng)).toHaveValue(/^85\.317\d{4}$/)
    await expectMarkerAndPlusCodeOnInputs(page, 'ne')
    const chosen = { lat: await field(page, lat).inputValue(), lng: await field(page, lng).inputValue() }

    await page.getByRole('button', { name: 'परिवर्तन सुरक्षित गर्नुहोस्' }).click()
    await expect(flash(page, 'सम्पत्ति सफलतापूर्वक अद्यावधिक गरियो')).toBeVisible()
    expect(await savedLocation(member.id)).toEqual([
      { ...chosen, plusCode: encodePlusCode(Number(chosen.lat), Number(chosen.lng)), address1: 'कुपण्डोल सडक, ललितपुर', address2: 'Ward 3' },
    ])
  })
})

test('without JavaScript no map loads and the typed coordinates are saved', async ({ page, signedIn, googleMaps, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, 'with JavaScript the map is there (the tests above)')
  await page.goto('/properties/create')
  await expect(page.getByRole('heading', { level: 2, name: 'Address Information' })).toBeVisible()
  await expect(page.getByText(texts.en.mapHint)).toHaveCount(0)
  await expect(page.getByRole('group', { name: texts.en.map })).toHaveCount(0)

  await field(page, 'Latitude').fill('27.7041')
  await field(page, 'Longitude').fill('85.3145')
  await field(page, 'Address 1').fill('Putalisadak')
  await field(page, 'Address 2').fill('Ward 30')
  // Its round trip for the districts keeps the coordinates and shows their Plus Code.
  await fillTheOtherFields(page, 'Putalisadak House', false)
  await expect(page.getByTestId('plus-code')).toHaveText('Plus Code: 7MV7P837+JR')
  await expect(field(page, 'Latitude')).toHaveValue('27.7041')
  await page.getByRole('button', { name: 'Create Property' }).click()
  await expect(flash(page, 'Property Created Successfully')).toBeVisible()
  expect(await savedLocation(signedIn.id)).toEqual([
    { lat: '27.7041000', lng: '85.3145000', plusCode: '7MV7P837+JR', address1: 'Putalisadak', address2: 'Ward 30' },
  ])
  expect(googleMaps.scriptRequests).toEqual([])
})
