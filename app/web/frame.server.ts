// What the signed-in frame's navigation needs, for every page that draws it: the signed-in area's
// layout, and the pages outside it that a signed-in member reaches from it (/plans, /ops), so
// they keep the app's own navigation instead of the public site's.
import { readSidebarCollapsed } from '~/server/sidebar.server'
import { isLandlord } from '~/services/my-rent/landing.server'
import { hasMyRentAgreements } from '~/services/my-rent/my-rent.server'
import type { FrameData } from '~/components/frame/app-frame'

export async function frameDataOf(request: Request, member: { id: number; phone: string }): Promise<FrameData> {
  const [sidebarCollapsed, myRent, landlord] = await Promise.all([readSidebarCollapsed(request), hasMyRentAgreements(member.phone), isLandlord(member.id)])
  return { sidebarCollapsed, myRent: myRent ? (landlord ? 'second' : 'first') : null }
}
