/** What the agenda's integration tests share. */

export { expectError } from '../../test/answers';
