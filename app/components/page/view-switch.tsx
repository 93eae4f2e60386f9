// List or table (spec §2.14): a form post that remembers the choice in a cookie, so it holds
// across visits and works without JavaScript.
import { Button } from '~/components/button'
import ButtonGroup from '@mui/material/ButtonGroup'
import { Form } from 'react-router'
import { useT } from '~/i18n'

export function ViewSwitch({ view }: { view: 'list' | 'table' }) {
  const t = useT()
  return (
    <Form method="post" replace preventScrollReset aria-label={t('properties.viewLabel')} id="properties-view">
      <input type="hidden" name="intent" value="view" />
      <ButtonGroup
        aria-label={t('properties.viewLabel')}
        // MUI's joined look, which its own Buttons take from the group (the light Button does not);
        // each keeps the Button's least width, a thumb's target in either language.
        sx={{
          '& > :not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
          '& > :not(:first-of-type)': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' },
        }}
      >
        {(['list', 'table'] as const).map((option) => (
          <Button
            key={option}
            type="submit"
            name="view"
            value={option}
            variant={view === option ? 'contained' : 'outlined'}
            size="small"
            aria-pressed={view === option}
          >
            {t(option === 'list' ? 'properties.listView' : 'properties.tableView')}
          </Button>
        ))}
      </ButtonGroup>
    </Form>
  )
}
