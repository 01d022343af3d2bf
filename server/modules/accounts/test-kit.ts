/** What the integration tests of the account-holding modules share. */

export { expectError } from '../../test/answers';
