import { SaveButton, Toolbar } from 'react-admin';
import { DeleteUnusedButton } from './DeleteUnusedButton';

/**
 * Save, and on the far side delete, which DeleteUnusedButton only offers while no profile uses
 * the entry. Replaces react-admin's toolbar, whose delete button would show for anything.
 * Skills use it too.
 */
export const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteUnusedButton redirectToList />
  </Toolbar>
);
