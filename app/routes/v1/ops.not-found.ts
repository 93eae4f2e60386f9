// Any other /v1/ops path: 404 after the operator check, so a path's existence is no answer to anyone else.
import { opsNotFound } from '~/v1/ops-route.server'

export const loader = opsNotFound
export const action = opsNotFound
