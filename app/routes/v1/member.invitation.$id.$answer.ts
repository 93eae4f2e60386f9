// /v1/member/invitation/{id}/accept and /decline: POST answers an invitation to the caller's
// phone. Someone else's invitation, or another word than accept or decline, is 404.
import { NotFoundError } from '~/services/errors'
import { recordIdOf } from '~/services/record-id.server'
import { answerInvitation } from '~/services/team/team.server'
import { apiData, handleApi, methodNotAllowed, parseJsonBody } from '~/v1/api.server'
import { requireApiMember } from '~/v1/auth.server'
import { operations } from '~/v1/operations'
import type { Route } from './+types/member.invitation.$id.$answer'

const ANSWERS = { accept: true, decline: false } as const

export function loader(args: Route.LoaderArgs) {
  return methodNotAllowed(args)
}

export function action(args: Route.ActionArgs) {
  const { request, params } = args
  if (request.method !== 'POST') return methodNotAllowed(args)
  return handleApi(request, async () => {
    const member = await requireApiMember(request)
    await parseJsonBody(request, operations.invitationAnswer.body)
    const id = recordIdOf(params.id)
    if (params.answer !== 'accept' && params.answer !== 'decline') throw new NotFoundError()
    const answered = await answerInvitation(member.id, id, ANSWERS[params.answer])
    return apiData(operations.invitationAnswer.response.parse(answered))
  })
}
