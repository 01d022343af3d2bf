import englishMessages from 'ra-language-english';
import type { Catalogue } from '../types';
import type { esBackoffice } from '../es/backoffice';
import { BACKOFFICE_LANGUAGE_NAMES } from '../language-names';
import { enContent } from './content';

type Messages = Catalogue<typeof esBackoffice>;

/** Labels of the lists staff edit by name in every language (categories, skills, reasons). */
const byNameFields = {
  id: 'ID',
  q: 'Search',
  name_es: 'Spanish name',
  name_en: 'English name',
  name_br: 'Portuguese name',
  terms_es: 'Search words in Spanish',
  terms_en: 'Search words in English',
  terms_br: 'Search words in Portuguese',
  status: 'Status',
  position: 'Position',
};

/** Labels of the content lists' filters and columns (pages, FAQ, blog, team, partners). */
const contentFields = {
  id: 'ID',
  q: 'Search',
  title: 'Title',
  slug: 'Slug',
  region: 'Region',
  section: 'Section',
  position: 'Position',
  published: 'Published in',
  updatedAt: 'Updated',
  publishedAt: 'Published on',
};

export const enBackoffice: Messages = {
  title: 'Prosk — Back office',
  login: {
    subtitle: 'Staff-only access to Prosk',
  },
  language: 'Language',
  languages: BACKOFFICE_LANGUAGE_NAMES,
  boot: {
    configError:
      'We could not load the back-office configuration. Reload the page or tell the technical team.',
  },
  errors: {
    network: 'We could not reach the server. Check your connection and try again.',
    badResponse: 'The server sent an unexpected response. Try again later.',
  },
  export: {
    running: 'Exporting…',
  },
  users: {
    roles: {
      client: 'Client',
      prosker: 'Prosker',
    },
    types: {
      client: 'Client (1)',
      prosker: 'Prosker (2)',
    },
    status: {
      active: 'Active',
      banned: 'Suspended',
    },
    ban: {
      button: 'Suspend',
      title: 'Suspend %{name}?',
      content:
        "%{name}'s account will be suspended: their open sessions end right now and they cannot sign in again until you reactivate it.",
      reason: 'Reason (the person reads it)',
      reasonHelp:
        "They see it when they try to use their account and when they sign in. Write it for them, with no one else's data.",
      confirm: 'Suspend',
      done: 'You suspended %{name}.',
    },
    unban: {
      button: 'Reactivate',
      title: 'Reactivate %{name}?',
      content: '%{name} will be able to sign in again with their usual credentials.',
      confirm: 'Reactivate',
      done: 'You reactivated %{name}.',
    },
    anyValue: 'All',
    never: 'Never',
    sections: {
      identity: 'Personal details',
      account: 'Account',
      activity: 'Activity',
      addresses: 'Addresses',
    },
    addresses: {
      edit: 'Correct the address',
      saved: 'Address corrected.',
      none: 'No saved addresses.',
      default: 'Default',
    },
  },
  auditLog: {
    verbs: {
      create: 'created',
      update: 'edited',
      delete: 'deleted',
      ban: 'suspended',
      unban: 'reactivated',
      withdraw: 'withdrawn',
      export: 'exported',
      resolve: 'resolved',
      reopen: 'reopened',
    },
    fields: {
      reason: 'Reason',
      filter: 'Filter',
      banned: 'Suspended',
      banReason: 'Suspension reason',
      state: 'State',
      withdrawnReason: 'Withdrawal reason',
      status: 'Status',
    },
  },
  catalogue: {
    status: {
      enabled: 'Enabled',
      disabled: 'Disabled',
    },
    anyCategory: 'All',
    help: {
      terms:
        'Separated by commas: the trades as people write them (plumber, plumbers), other names and common misspellings. Search finds every prosker of this entry by any of them.',
      slug: 'Lower-case letters, digits and hyphens, no spaces: it is part of the addresses of the Uruguay site, in Spanish (plomeria).',
      slug_br:
        'The one in the addresses of the Brazil site, in Portuguese (encanamento), with the same rules. An address with the other site’s identifier leads to the right one.',
      position: 'Order on the site: lower numbers come first.',
      enabled: 'When disabled it no longer shows on the site and cannot be chosen.',
    },
  },
  categories: {
    help: {
      icon: 'The icon name on the site (plumbing, bolt, home…). Without a known one a generic icon is shown.',
    },
    notice: {
      inUse:
        '1 profile uses it, so it cannot be deleted, only disabled. Once disabled it no longer shows on the site and nobody else can choose it, but that profile keeps it. |||| %{smart_count} profiles use it, so it cannot be deleted, only disabled. Once disabled it no longer shows on the site and nobody else can choose it, but those profiles keep it.',
      unused:
        'No profile uses it: you can delete it if it has no skills. Once a profile chooses it, it can only be disabled.',
    },
    delete: {
      title: 'Delete the category “%{name}”?',
      content:
        'No profile uses it. It is deleted for good; if you need it again you will have to create it again.',
      done: 'You deleted the category “%{name}”.',
    },
  },
  skills: {
    notice: {
      inUse:
        '1 profile uses it, so it cannot be deleted, only disabled. Once disabled it no longer shows on the site and nobody else can choose it, but that profile keeps it. |||| %{smart_count} profiles use it, so it cannot be deleted, only disabled. Once disabled it no longer shows on the site and nobody else can choose it, but those profiles keep it.',
      unused:
        'No profile uses it: you can delete it. Once a profile chooses it, it can only be disabled.',
    },
    delete: {
      title: 'Delete the skill “%{name}”?',
      content:
        'No profile uses it. It is deleted for good; if you need it again you will have to create it again.',
      done: 'You deleted the skill “%{name}”.',
    },
  },
  billing: {
    anyValue: 'All',
    status: {
      enabled: 'Enabled',
      disabled: 'Disabled',
    },
    regions: {
      uy: 'Uruguay (UYU)',
      br: 'Brazil (BRL)',
    },
    periods: {
      monthly: 'Monthly',
      quarterly: 'Quarterly',
      halfYearly: 'Half-yearly',
      annual: 'Annual',
    },
  },
  plans: {
    subscriptionCount: '1 subscription |||| %{smart_count} subscriptions',
    help: {
      region: "The currency is the region's: Uruguayan pesos in Uruguay, reais in Brazil.",
      premium:
        'Gives the agenda, better placement in search and the lower fee. A plan that is not premium costs 0.',
      price:
        "What each period charges, in the region's currency. Current subscriptions keep their price.",
      popular: 'Highlighted on the site as the most chosen.',
      position: 'Order on the site: lower numbers come first.',
      enabled: 'Disabled, it is no longer offered on the site; its subscriptions carry on.',
      inclusions: 'One per line, in the order they are shown.',
    },
    inclusions: {
      es: 'What it includes (Spanish)',
      en: 'What it includes (English)',
      br: 'What it includes (Portuguese)',
    },
    notice: {
      inUse:
        'It has 1 subscription, so it cannot be deleted, and its region, period and premium flag can no longer change: Mercado Pago bills on those terms. To stop offering it, disable it. |||| It has %{smart_count} subscriptions, so it cannot be deleted, and its region, period and premium flag can no longer change: Mercado Pago bills on those terms. To stop offering it, disable it.',
      unused:
        'Nobody has subscribed to this plan: you can delete it. From the first subscription on, it can only be disabled.',
    },
    delete: {
      title: 'Delete the plan “%{name}”?',
      content:
        'Nobody has subscribed to it. It is deleted for good; if you need it again you will have to create it again.',
      done: 'You deleted the plan “%{name}”.',
    },
  },
  coupons: {
    discountTypes: {
      percentage: 'Percentage',
      fixed: 'Fixed amount',
    },
    usage: '%{used} of %{limit}',
    help: {
      code: 'From 3 to 40 letters, digits, hyphens or underscores. Saved in upper case; customers may type it in any case.',
      percentage: "Percentage taken off the plan's price: over 0 and up to 100.",
      fixedAmount: "Amount taken off the plan's price, in the chosen currency.",
      currency: 'It only applies to plans in this currency.',
      minOrder: "Lowest plan price it applies to, in the plan's currency. 0 means no minimum.",
      usageLimit: 'How many times it can be used in all. At 0 it is used up.',
      enabled:
        'Disabled, it is no longer accepted at checkout; subscriptions that used it stay as they are.',
    },
    notice: {
      used: 'Used once out of %{limit}, so it cannot be deleted, only disabled. Uses are counted by checkouts and cannot be edited. |||| Used %{smart_count} times out of %{limit}, so it cannot be deleted, only disabled. Uses are counted by checkouts and cannot be edited.',
      unused:
        'Nobody has used it yet: you can delete it. From the first use on, it can only be disabled.',
    },
    delete: {
      title: 'Delete the coupon “%{name}”?',
      content:
        'Nobody has used it. It is deleted for good; if you need it again you will have to create it again.',
      done: 'You deleted the coupon “%{name}”.',
    },
  },
  subscriptions: {
    statuses: {
      pending: 'Awaiting payment',
      active: 'Active',
      paused: 'Paused',
      cancelled: 'Cancelled',
    },
    sections: {
      subscription: 'Subscription',
      payments: 'Billing',
      dates: 'Dates',
    },
    pause: {
      button: 'Pause',
      title: 'Pause subscription #%{id}?',
      content:
        'Mercado Pago stops charging %{user} until you resume it, and meanwhile they do not have the premium benefits.',
      confirm: 'Pause',
      done: 'You paused subscription #%{id}.',
    },
    resume: {
      button: 'Resume',
      title: 'Resume subscription #%{id}?',
      content:
        'Mercado Pago charges %{user} every period again, and they get the premium benefits back.',
      confirm: 'Resume',
      done: 'You resumed subscription #%{id}.',
    },
    cancel: {
      button: 'Cancel subscription',
      title: 'Cancel subscription #%{id}?',
      content:
        'Mercado Pago stops charging %{user} and they lose the premium benefits. This cannot be undone: to come back they will have to subscribe again.',
      confirm: 'Cancel subscription',
      done: 'You cancelled subscription #%{id}.',
    },
  },
  payments: {
    anyValue: 'All',
    statuses: {
      pendingPayment: 'Processing',
      paid: 'Paid',
      rejected: 'Rejected',
      refunded: 'Refunded',
      cancelled: 'Cancelled',
      duplicate: 'Duplicate (refund under way)',
    },
    kinds: { job: 'Job', subscription: 'Subscription' },
    duplicateOnly: 'Duplicate charges only',
    empty: 'No payments match these filters.',
  },
  jobs: {
    anyValue: 'All',
    statuses: {
      new: 'New',
      paymentRequired: 'Awaiting payment',
      readyToExecute: 'Ready to do',
      inProgress: 'In progress',
      proskerComplete: 'Finished by the prosker',
      complete: 'Complete',
      clientRejected: 'Disputed',
      rejected: 'Declined by the prosker',
      proskerCancel: 'Cancelled by the prosker',
      clientCancel: 'Cancelled by the client',
    },
    actors: {
      prosker: 'Prosker',
      client: 'Client',
      staff: 'Prosk staff',
      system: 'System',
    },
    actions: {
      create: 'Job created',
      edit: 'Job edited',
      accept: 'Accepted',
      decline: 'Declined',
      confirmPayment: 'Payment confirmed',
      start: 'Work started',
      finish: 'Marked as finished',
      confirm: 'Confirmed by the client',
      dispute: 'Dispute opened',
      redo: 'Work taken up again',
      resolve: 'Dispute resolved',
      proskerCancel: 'Cancelled by the prosker',
      clientCancel: 'Cancelled by the client',
      autoComplete: 'Completed automatically',
    },
    timesOfDay: {
      morning: 'Morning (9 am to 1 pm)',
      afternoon: 'Afternoon (2 pm to 6 pm)',
    },
    sections: {
      job: 'Job',
      booking: 'Booking',
      parties: 'Prosker and client',
      reasons: 'Cancellation and dispute',
      history: 'History',
      review: "Client's review",
    },
    photo: 'Photo %{n}',
    noHistory: 'No changes recorded yet.',
    noReview: 'The client has not reviewed this job yet.',
    noReasons: 'Nobody cancelled or disputed this job.',
    disputeNotice:
      'The client did not accept the finished job and opened a dispute. If you resolve it, the job becomes complete.',
    resolve: {
      button: 'Resolve dispute',
      title: 'Resolve the dispute of job #%{id}?',
      content:
        '“%{title}” becomes complete: it counts as done and the client can review it. This cannot be undone.',
      comment: 'Comment',
      commentHelp:
        "Why it is resolved this way. The client and the prosker read it in the job's history.",
      confirm: 'Resolve dispute',
      done: 'You resolved the dispute of job #%{id}: it is now complete.',
    },
  },
  services: {
    states: {
      published: 'Published',
      disabled: 'Disabled by the prosker',
      withdrawn: 'Withdrawn by Prosk',
    },
    regions: {
      uy: 'Uruguay',
      br: 'Brazil',
    },
    sections: {
      offer: 'What it offers',
      prosker: 'Prosker',
      state: 'State',
    },
    withdraw: {
      button: 'Withdraw service',
      title: 'Withdraw “%{title}”?',
      content:
        "%{prosker}'s service stops being offered on the site and nobody can hire it. We tell them in the app and by e-mail, with the reason you write. It cannot be withdrawn while it has jobs under way.",
      reason: 'Reason (the prosker reads it)',
      reasonHelp: 'Tell them what to change or which rule it breaks.',
      confirm: 'Withdraw',
      done: 'You withdrew “%{title}”; the prosker was told.',
    },
  },
  'predefined-services': {
    help: {
      requiresAppointment: "Whether hiring it picks a day and hour in the prosker's agenda.",
      enabled:
        'Disabled (retired), proskers no longer see it when publishing; what was published from it stays.',
    },
    notice: {
      inUse:
        '1 service or job came from this one: it cannot be deleted, only retired (disabled). |||| %{smart_count} services or jobs came from this one: it cannot be deleted, only retired (disabled).',
      unused: 'Nothing was published from this one yet: you can delete it.',
    },
    delete: {
      title: 'Delete “%{name}”?',
      content: 'Nobody used it. It is deleted for good.',
      done: 'You deleted “%{name}”.',
    },
  },
  reasons: {
    appliesTo: {
      prosker: 'Prosker',
      client: 'Client',
      both: 'Both',
    },
    help: {
      appliesTo: 'Who can choose it when cancelling a job.',
      position: 'Order in which it is offered: lower numbers come first.',
      enabled: 'When disabled it is no longer offered; jobs that gave it keep it.',
    },
    notice: {
      inUse:
        'It was used on 1 job, so it cannot be deleted, only disabled. Once disabled it is no longer offered, but that job keeps it. |||| It was used on %{smart_count} jobs, so it cannot be deleted, only disabled. Once disabled it is no longer offered, but those jobs keep it.',
      unused:
        'No job has used it yet: you can delete it. Once a job uses it, it can only be disabled.',
    },
  },
  'cancellation-reasons': {
    delete: {
      title: 'Delete the cancellation reason “%{name}”?',
      content:
        'No job has used it. It is deleted for good; if you need it again you will have to create it again.',
      done: 'You deleted the cancellation reason “%{name}”.',
    },
  },
  'help-reasons': {
    delete: {
      title: 'Delete the dispute reason “%{name}”?',
      content:
        'No job has used it. It is deleted for good; if you need it again you will have to create it again.',
      done: 'You deleted the dispute reason “%{name}”.',
    },
  },
  'conversation-reports': {
    anyValue: 'All',
    statuses: {
      open: 'Open',
      dismissed: 'Dismissed',
      banned: 'User suspended',
    },
    sections: {
      report: 'Report',
      people: 'People',
      conversation: 'Conversation',
    },
    sides: {
      reporter: '%{name} (reporter)',
      reported: '%{name} (reported)',
    },
    attachments: {
      image: 'Image',
      file: 'PDF',
    },
    deleted: 'Message deleted',
    noMessages: 'The conversation has no messages.',
    notResolved: 'Not decided',
    openNotice:
      'This report awaits a decision. Read the conversation: dismissing it changes nothing for anyone; suspending the reported user ends all their sessions and they cannot sign in again.',
    dismiss: {
      button: 'Dismiss',
      title: 'Dismiss report #%{id}?',
      content:
        'The report is closed with no consequence for %{name}. This cannot be undone, but either of them can report the conversation again.',
      confirm: 'Dismiss',
      done: 'You dismissed report #%{id}.',
    },
    ban: {
      button: 'Suspend user',
      title: 'Suspend %{name}?',
      content:
        "%{name}'s account will be suspended: their sessions end right now on every device and they cannot sign in again until you reactivate it from Users.",
      confirm: 'Suspend',
      done: 'You suspended %{name} over report #%{id}.',
    },
  },
  'notification-deliveries': {
    anyValue: 'All',
    userSection: 'Notifications',
    noneForUser: 'No notification was sent to them on these channels.',
    notYet: 'Not yet',
    channels: {
      email: 'E-mail',
      whatsapp: 'WhatsApp',
    },
    statuses: {
      pending: 'Pending',
      sent: 'Sent',
      delivered: 'Delivered',
      read: 'Read',
      failed: 'Failed',
      skipped: 'Skipped',
    },
    sections: {
      notice: 'Notice',
      delivery: 'Delivery',
      steps: 'Steps',
    },
    resend: {
      button: 'Resend',
      title: 'Resend delivery #%{id}?',
      content:
        '“%{title}” is sent to %{address} again within seconds. Only do it once whatever made it fail has been fixed: the person may get it twice.',
      confirm: 'Resend',
      done: 'Delivery #%{id} to %{address} is pending again: it will be sent within seconds.',
    },
  },
  'notification-templates': {
    yes: 'Yes',
    no: 'No',
    topics: {
      subscription: 'Subscription',
      chat: 'Chat',
      job: 'Jobs',
      user: 'Account',
      payment: 'Payments',
    },
    flags: {
      essential: 'Essential',
      automated: 'Automated',
    },
    preview: {
      subject: 'Subject',
      html: 'E-mail',
      htmlFrame: 'Preview of the %{kind} e-mail in %{language}',
      text: 'Plain text',
      whatsapp: 'WhatsApp template',
      whatsappName: 'Name',
      whatsappLanguage: 'Language',
      whatsappParameters: 'Parameters',
      noParameters: 'None',
      whatsappOnly: 'Sent by WhatsApp only, to the number being confirmed: there is no e-mail.',
    },
  },
  menu: {
    content: 'Content',
  },
  content: {
    anyValue: 'All',
    empty: 'Nothing here yet.',
    regions: {
      all: 'All regions',
      uy: 'Uruguay',
      br: 'Brazil',
    },
    sections: {
      clients: 'Clients',
      proskers: 'Proskers',
    },
    statuses: {
      draft: 'Draft',
      published: 'Published',
    },
    languageCodes: {
      es: 'ES',
      en: 'EN',
      br: 'BR',
    },
    fields: {
      slug: 'Slug',
      region: 'Region',
      section: 'Section',
      position: 'Position',
      author: 'Author',
      cover: 'Cover image',
      photo: 'Photo',
      logo: 'Logo',
      link: 'Link',
      version: 'Version',
      effectiveOn: 'Effective from',
      publishedAt: 'Published on',
      updatedAt: 'Updated',
      published: 'Published in',
      status: 'Status',
      title: 'Title',
      name: 'Name',
      summary: 'Summary',
      role: 'Role',
      tags: 'Tags',
      body: 'Text (Markdown)',
    },
    help: {
      slug: 'Lowercase letters, digits and hyphens: it is part of the address.',
      position: 'Lower positions are shown first.',
      publishedAt: 'Empty: the date it is first published.',
      image: 'An https address or an uploaded image (/uploads/…).',
      version: 'For example 2026-01. A new version asks users to accept it again.',
      tags: 'Separated by commas.',
    },
    translation: {
      note: 'Where a translation is missing, readers see the Spanish text.',
      missing: 'No translation (%{language}): readers in that language see the Spanish text.',
      fallbackNote:
        'Translation: %{language}. If you remove it, the Spanish text is shown instead.',
      add: 'Add translation',
      remove: 'Remove translation',
    },
    editor: {
      preview: 'Preview',
      previewLoading: 'Preparing the preview…',
      previewEmpty: 'The text is empty.',
      previewFailed: 'We could not update the preview. Keep typing or try again.',
      insertImage: 'Insert image',
      imageInserted: 'Image uploaded and inserted into the text.',
      imageAlt: 'image',
      markdownHelp: '**bold**, _italic_, ## heading, [link](https://…), - list',
    },
    history: {
      tab: 'History',
      createdAt: 'Date',
      language: 'Language',
      version: 'Version',
      status: 'Status',
      title: 'Title',
      editedBy: 'Edited by',
    },
    delete: {
      title: 'Delete “%{name}”?',
      content: 'It is deleted with all its translations and its history. This cannot be undone.',
      done: 'You deleted “%{name}”.',
    },
  },
  'contact-messages': {
    anyValue: 'All',
    statuses: {
      new: 'New',
      answered: 'Answered',
      closed: 'Closed',
    },
    topics: enContent.contact.topics,
    sections: {
      sender: 'Sender',
      message: 'Message',
      answer: 'Answer',
    },
    answeredBy: 'Answered by %{name} on %{date}',
    closedNotice: 'The message is closed. Reopen it to answer it.',
    answer: {
      label: 'Answer',
      help: 'E-mailed to the sender as plain text.',
      send: 'Send answer',
      done: 'Answer sent to %{email}.',
    },
    close: {
      button: 'Close',
      done: 'You closed message #%{id}.',
    },
    reopen: {
      button: 'Reopen',
      done: 'You reopened message #%{id}.',
    },
  },
  resources: {
    services: {
      name: 'Published service |||| Published services',
      forcedCaseName: 'published service |||| published services',
      fields: {
        id: 'ID',
        q: 'Search by title',
        title: 'Title',
        description: 'Description',
        price: 'Price',
        prosker: 'Prosker',
        proskerId: 'Prosker',
        proskerEmail: "Prosker's e-mail",
        categoryId: 'Category',
        categoryName: 'Category',
        region: 'Region',
        state: 'State',
        openJobs: 'Jobs under way',
        requiresAppointment: 'By appointment',
        requiresPayment: 'Paid in advance',
        createdAt: 'Published',
        withdrawnAt: 'Withdrawn on',
        withdrawnReason: 'Withdrawal reason',
      },
    },
    'predefined-services': {
      name: 'Predefined service |||| Predefined services',
      forcedCaseName: 'predefined service |||| predefined services',
      fields: {
        id: 'ID',
        q: 'Search',
        categoryId: 'Category',
        title_es: 'Title in Spanish',
        title_en: 'Title in English',
        title_br: 'Title in Portuguese',
        requiresAppointment: 'By appointment',
        enabled: 'Enabled',
        position: 'Order',
        usage: 'Uses',
      },
    },
    addresses: {
      name: 'Address |||| Addresses',
      forcedCaseName: 'address |||| addresses',
      fields: {
        domicile: 'Street address',
        neighborhood: 'Neighbourhood',
        city: 'City',
        state: 'Department or state',
        postalCode: 'Postal code',
        country: 'Country',
        countryCode: 'Country code',
        isDefault: 'Default',
      },
    },
    'content-pages': {
      name: 'Page |||| Pages',
      forcedCaseName: 'page |||| pages',
      fields: contentFields,
    },
    'faq-entries': {
      name: 'FAQ entry |||| FAQ',
      forcedCaseName: 'FAQ entry |||| FAQ entries',
      fields: contentFields,
    },
    'blog-posts': {
      name: 'Blog post |||| Blog',
      forcedCaseName: 'post |||| posts',
      fields: contentFields,
    },
    'team-members': {
      name: 'Team member |||| Team',
      forcedCaseName: 'team member |||| team members',
      fields: contentFields,
    },
    partners: {
      name: 'Partner |||| Partners',
      forcedCaseName: 'partner |||| partners',
      fields: contentFields,
    },
    'contact-messages': {
      name: 'Contact message |||| Contact messages',
      forcedCaseName: 'contact message |||| contact messages',
      fields: {
        id: 'ID',
        q: 'Search',
        status: 'Status',
        topic: 'Topic',
        name: 'Name',
        email: 'E-mail',
        message: 'Message',
        language: 'Language',
        region: 'Region',
        createdAt: 'Received on',
      },
    },
    users: {
      name: 'User |||| Users',
      forcedCaseName: 'user |||| users',
      fields: {
        banReason: 'Suspension reason',
        id: 'ID',
        q: 'Search',
        username: 'Username',
        email: 'E-mail',
        firstName: 'First name',
        lastName: 'Last name',
        fullName: 'Name',
        type_user: 'User type (code)',
        role: 'Role',
        phoneNumber: 'Phone',
        banned: 'Suspended',
        isTestUser: 'Test user',
        emailVerified: 'E-mail verified',
        createdAt: 'Signed up',
        lastLoginAt: 'Last sign-in',
        status: 'Status',
        createdFrom: 'Signed up from',
        createdTo: 'Signed up until',
      },
    },
    categories: {
      name: 'Category |||| Categories',
      forcedCaseName: 'category |||| categories',
      fields: {
        ...byNameFields,
        slug: 'Identifier in Uruguay (slug)',
        slug_br: 'Identifier in Brazil (slug)',
        icon: 'Icon',
        isDefault: 'Default',
        enabled: 'Enabled',
        usage: 'Profiles',
      },
    },
    skills: {
      name: 'Skill |||| Skills',
      forcedCaseName: 'skill |||| skills',
      fields: {
        ...byNameFields,
        slug: 'Identifier in Uruguay (slug)',
        slug_br: 'Identifier in Brazil (slug)',
        categoryId: 'Category',
        enabled: 'Enabled',
        usage: 'Profiles',
      },
    },
    'audit-log': {
      name: 'Audit entry |||| Audit log',
      forcedCaseName: 'audit entry |||| audit entries',
      fields: {
        changes: 'Changes',
        id: 'ID',
        createdAt: 'Date',
        staffEmail: 'Staff member',
        action: 'Action',
        target: 'Target',
        targetType: 'Target type',
        targetId: 'Target',
        details: 'Details',
      },
    },
    plans: {
      name: 'Plan |||| Plans',
      forcedCaseName: 'plan |||| plans',
      fields: {
        id: 'ID',
        region: 'Region',
        currency: 'Currency',
        name_es: 'Name in Spanish',
        name_en: 'Name in English',
        name_br: 'Name in Portuguese',
        price: 'Price',
        period: 'Period',
        premium: 'Premium',
        popular: 'Highlighted',
        inclusions: 'What it includes',
        enabled: 'Enabled',
        status: 'Status',
        position: 'Position',
        subscriptions: 'Subscriptions',
        createdAt: 'Created',
      },
    },
    coupons: {
      name: 'Coupon |||| Coupons',
      forcedCaseName: 'coupon |||| coupons',
      fields: {
        id: 'ID',
        q: 'Search',
        code: 'Code',
        description: 'Description',
        discountType: 'Discount type',
        amount: 'Discount value',
        discount: 'Discount',
        currency: 'Currency',
        minOrder: 'Minimum price',
        usageLimit: 'Usage limit',
        usedCount: 'Uses',
        usage: 'Uses',
        enabled: 'Enabled',
        status: 'Status',
        redemptions: 'Redemptions',
        createdAt: 'Created',
      },
    },
    payments: {
      name: 'Payment |||| Payments',
      forcedCaseName: 'payment |||| payments',
      fields: {
        id: 'ID',
        kind: 'Kind',
        jobId: 'Job',
        payerEmail: 'Paid by',
        amount: 'Amount',
        fee: 'Fee',
        status: 'Status',
        duplicate: 'Duplicate',
        mpPaymentId: 'Mercado Pago payment',
        createdAt: 'Date',
        paidAt: 'Paid on',
        refundedAt: 'Refunded on',
      },
    },
    subscriptions: {
      name: 'Subscription |||| Subscriptions',
      forcedCaseName: 'subscription |||| subscriptions',
      fields: {
        id: 'ID',
        q: 'Search',
        status: 'Status',
        user: 'User',
        userId: 'User',
        userEmail: 'E-mail',
        username: 'Username',
        planId: 'Plan',
        planName: 'Plan',
        planRegion: 'Region',
        planPeriod: 'Period',
        amount: 'Amount per period',
        discount: 'Discount',
        currency: 'Currency',
        trial: 'Free trial',
        trialEndsAt: 'Trial ends',
        couponCode: 'Coupon',
        mpPreapprovalId: 'Mercado Pago subscription',
        nextPaymentDate: 'Next charge',
        lastPaymentStatus: 'Last charge',
        statusDetail: 'Status detail',
        startedAt: 'Started',
        pausedAt: 'Paused on',
        resumedAt: 'Resumed on',
        cancelledAt: 'Cancelled on',
        createdAt: 'Created',
        updatedAt: 'Last updated',
      },
    },
    jobs: {
      name: 'Job |||| Jobs',
      forcedCaseName: 'job |||| jobs',
      fields: {
        id: 'ID',
        q: 'Search by title',
        title: 'Title',
        description: 'Description',
        status: 'Status',
        prosker: 'Prosker',
        proskerId: 'Prosker',
        client: 'Client',
        clientId: 'Client',
        categoryName: 'Category',
        price: 'Price',
        cost: 'Cost',
        startDate: 'Start',
        endDate: 'End',
        timeOfDay: 'Time of day',
        hourAgreed: 'Time agreed',
        problem: 'What the client asked for',
        problemPhotos: 'Photos of the problem',
        address: 'Address',
        contactPhone: 'Contact phone',
        requiresAppointment: 'Booked in the agenda',
        requiresPayment: 'Paid through Prosk',
        cancellationReason: 'Cancellation reason',
        cancellationNote: 'Cancellation comment',
        helpReason: 'Dispute reason',
        helpNote: 'Dispute comment',
        history: 'History',
        review: 'Review',
        createdAt: 'Created',
        updatedAt: 'Last change',
      },
    },
    'cancellation-reasons': {
      name: 'Cancellation reason |||| Cancellation reasons',
      forcedCaseName: 'cancellation reason |||| cancellation reasons',
      fields: {
        ...byNameFields,
        appliesTo: 'For whom',
        enabled: 'Enabled',
        usage: 'Jobs',
      },
    },
    'help-reasons': {
      name: 'Dispute reason |||| Dispute reasons',
      forcedCaseName: 'dispute reason |||| dispute reasons',
      fields: {
        ...byNameFields,
        enabled: 'Enabled',
        usage: 'Jobs',
      },
    },
    'conversation-reports': {
      name: 'Reported conversation |||| Reported conversations',
      forcedCaseName: 'reported conversation |||| reported conversations',
      fields: {
        id: 'ID',
        status: 'Status',
        createdAt: 'Date',
        resolvedAt: 'Decided on',
        reporter: 'Reported by',
        reported: 'Reported user',
        reason: 'Reason',
        conversationId: 'Conversation',
      },
    },
    'notification-deliveries': {
      name: 'Notification delivery |||| Notification deliveries',
      forcedCaseName: 'notification delivery |||| notification deliveries',
      fields: {
        id: 'ID',
        notificationId: 'Notification',
        userId: 'User',
        kind: 'Kind',
        topic: 'Topic',
        title: 'Notice',
        channel: 'Channel',
        status: 'Status',
        address: 'Address',
        attempts: 'Attempts',
        lastError: 'Last error',
        notBefore: 'Not before',
        createdAt: 'Date',
        sentAt: 'Sent on',
        deliveredAt: 'Delivered on',
        readAt: 'Read on',
        failedAt: 'Failed on',
      },
    },
    'notification-templates': {
      name: 'Notification template |||| Notification templates',
      forcedCaseName: 'notification template |||| notification templates',
      fields: {
        id: 'Kind',
        topic: 'Topic',
        flags: 'Flags',
        essential: 'Essential',
        automated: 'Automated',
      },
    },
  },
  // react-admin's own English pack (its keys are the ones the Spanish source mirrors), with the
  // sort hint naming the column as labelled: lower-casing its first letter turns "ID" into "iD".
  ra: {
    ...(englishMessages.ra as Messages['ra']),
    sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} (%{order})' },
  },
};
