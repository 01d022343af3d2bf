/**
 * Accounts: users, staff, sessions and sign-in. Other modules use only what is exported here.
 */
import type { Knex } from 'knex';
import type { Language } from '../../../common/i18n';
import type { Region } from '../../../common/regions';
import type { UserTaxonomy } from './dto';
import type { ModuleRoutes, Platform } from '../../platform';
import { accountsAdminRoutes } from './admin-routes';
import { createFlags, flagRoutes } from './flags';
import { createAdminUsers } from './admin-users';
import { createGuards } from './guards';
import { accountsRoutes } from './routes';
import { createAccountsService } from './service';
import { createSocialSignIn } from './social';
import { createStaffService } from './staff';
import { directoryStorage } from '../../platform/uploads';

export { USER_TYPE, PROSKER_THRESHOLD, isProsker, STAFF_ROLES } from './rules';
export type { AccountsService } from './service';
export { ownAddress, saveAddress, type AddressCopy } from './addresses';
export { flaggedIds } from './flags';
export {
  accountContacts,
  accountFacts,
  accountStates,
  lockAccountImages,
  notificationContacts,
  setAccountImages,
  staffNames,
  turnNotificationOff,
  userIdsAfter,
  userIdsNamed,
  userSummaries,
  type AccountContact,
  type AccountFacts,
  type NotificationContact,
  type UserSummary,
} from './facts';

/** Daily: closed accounts past the retention period are deleted or anonymised. */
export const RETENTION_TASK = 'accounts.retention';

/** What accounts learns from modules that depend on it, handed over when the app is built. */
export interface AccountsDeps {
  /**
   * Whether everyone may see the user's public profile (the catalogue's rule: completeness,
   * ban, closure, verification). Hidden profiles are shown only to their owner.
   */
  profileVisible: (userId: number) => Promise<boolean>;
  /** The user's chat messages (messaging), for the data download. */
  userMessages: (userId: number) => Promise<ExportedMessage[]>;
  /** The WhatsApp number the user confirmed or is confirming (messaging), for the download. */
  userWhatsAppNumber: (
    userId: number,
  ) => Promise<{ number: string; confirmedAt: string | null } | null>;
  /** Records, in the sign-up's transaction, that the new user accepted the region's legal texts. */
  acceptLegal: (trx: Knex.Transaction, userId: number, region: Region) => Promise<void>;
  /** Whether the user's Mercado Pago account is linked (billing's), for the owner's account. */
  paymentAccountLinked: (userId: number) => Promise<boolean>;
  /**
   * The user's open jobs (jobs'): listed before the account is closed, then cancelled in the
   * closing's transaction, which they refuse (a coded AppError) while one cannot be cancelled.
   */
  openWork: {
    openJobs: (userId: number) => Promise<OpenWorkJob[]>;
    cancelOpenJobs: (trx: Knex.Transaction, userId: number) => Promise<unknown>;
  };
  /**
   * What the other modules keep about the user (each module's `exportFor`), by section, for the
   * data download.
   */
  exportSections: (userId: number) => Promise<Record<string, unknown>>;
  /**
   * The retention period (privacy text §6): the user's last transaction in the other modules,
   * and each module's forgetting of them, in the caller's transaction.
   */
  retention: {
    lastTransaction: (userId: number) => Promise<Date | null>;
    /** Answers the keys of the user's files (under the uploads directory) to remove. */
    forget: (trx: Knex.Transaction, userId: number) => Promise<string[]>;
  };
  /** The categories and skills users chose (the catalogue's), named in `language`. */
  taxonomyNames: (userIds: number[], language: Language) => Promise<Map<number, UserTaxonomy>>;
}

/** An open job of a user who is closing the account: cancelled by the closing, or refused. */
export interface OpenWorkJob {
  id: number;
  title: string;
  status: string;
  role: 'client' | 'prosker';
  startDate: string;
  price: number;
  currency: string;
  /** Why it keeps the account open (an error code), or null when closing cancels it. */
  refusal: string | null;
}

/** One of the user's own messages as their data download lists it. */
export interface ExportedMessage {
  id: number;
  conversationId: number;
  body: string | null;
  attachmentUrl: string | null;
  createdAt: string;
  deleted: boolean;
}

export function createAccountsModule(platform: Platform, deps: AccountsDeps) {
  const service = createAccountsService(platform, deps);
  // A forgotten user's files go once their rows are gone (the outbox retries a failure).
  const uploads = directoryStorage(platform.config.uploadsDir);
  platform.events.on('files.forgotten', ({ keys }) => uploads.remove(keys));
  const staff = createStaffService(platform);
  const adminUsers = createAdminUsers(platform);
  const routes: ModuleRoutes = {
    routes: accountsRoutes(
      service,
      createSocialSignIn(platform.config, { logger: platform.logger }),
      platform.config,
    ),
    adminRoutes: [
      ...accountsAdminRoutes(staff, adminUsers),
      ...flagRoutes(createFlags(platform.db)),
    ],
  };
  return {
    service,
    staff,
    adminUsers,
    guards: createGuards(platform),
    ...routes,
    tasks: [
      {
        name: RETENTION_TASK,
        cron: '17 3 * * *',
        run: () => service.forgetExpired(),
      },
    ],
  };
}
