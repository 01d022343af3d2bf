import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Storefront files still drawn with MUI while the pages move to the `ui` kit
 * (docs/adr/0032-one-design-system.md). The list only shrinks: a file leaves it when its page
 * uses the kit, and the list is gone when the last one does.
 */
const MUI_HOLDOUTS = [
  'storefront/src/accounts/EmailVerificationPage.tsx',
  'storefront/src/accounts/SignInPage.tsx',
  'storefront/src/accounts/SocialCallbackPage.tsx',
  'storefront/src/agenda/AgendaCalendar/Legend.tsx',
  'storefront/src/agenda/AgendaCalendar/index.tsx',
  'storefront/src/agenda/AgendaCalendar/look.ts',
  'storefront/src/agenda/AgendaHours.tsx',
  'storefront/src/agenda/AgendaPage.tsx',
  'storefront/src/agenda/AvailabilityPanel.tsx',
  'storefront/src/agenda/EventDialog.tsx',
  'storefront/src/agenda/NewEventDialog.tsx',
  'storefront/src/agenda/OutboxRefused.tsx',
  'storefront/src/agenda/RangesEditor.tsx',
  'storefront/src/agenda/SpecialDatesPanel/SpecialDateDialog.tsx',
  'storefront/src/agenda/SpecialDatesPanel/index.tsx',
  'storefront/src/billing/BillingCard.tsx',
  'storefront/src/billing/BillingPage.tsx',
  'storefront/src/billing/CardPaymentForm/CardNumberField.tsx',
  'storefront/src/billing/CardPaymentForm/ExpiryFields.tsx',
  'storefront/src/billing/CardPaymentForm/FieldGrid.tsx',
  'storefront/src/billing/CardPaymentForm/index.tsx',
  'storefront/src/billing/CheckoutLayout.tsx',
  'storefront/src/billing/MercadoPagoCallbackPage.tsx',
  'storefront/src/billing/MySubscriptionPage/SubscriptionActions.tsx',
  'storefront/src/billing/MySubscriptionPage/SubscriptionCard.tsx',
  'storefront/src/billing/MySubscriptionPage/SubscriptionFacts.tsx',
  'storefront/src/billing/MySubscriptionPage/index.tsx',
  'storefront/src/billing/PageHeading.tsx',
  'storefront/src/billing/PaymentAccountSettingsPage.tsx',
  'storefront/src/billing/SubscriptionCheckoutPage/CouponForm.tsx',
  'storefront/src/billing/SubscriptionCheckoutPage/Summary.tsx',
  'storefront/src/billing/SubscriptionCheckoutPage/index.tsx',
  'storefront/src/billing/SubscriptionLandingPage.tsx',
  'storefront/src/billing/SubscriptionPlansPage.tsx',
  'storefront/src/billing/TermList.tsx',
  'storefront/src/chat/ChatHeaderLink.tsx',
  'storefront/src/chat/ChatPage.tsx',
  'storefront/src/chat/Composer.tsx',
  'storefront/src/chat/ConversationList.tsx',
  'storefront/src/chat/ConversationView.tsx',
  'storefront/src/chat/MessageItem.tsx',
  'storefront/src/chat/MessageList.tsx',
  'storefront/src/chat/ReportDialog.tsx',
  'storefront/src/chat/StartChatButton.tsx',
  'storefront/src/chat/support.tsx',
  'storefront/src/forms/FormAlert.tsx',
  'storefront/src/forms/FormDialog.tsx',
  'storefront/src/forms/FormErrorAlert.tsx',
  'storefront/src/jobs/AddressChoice.tsx',
  'storefront/src/jobs/ImagePicker.tsx',
  'storefront/src/jobs/JobActions.tsx',
  'storefront/src/jobs/JobDetailPage/Detail.tsx',
  'storefront/src/jobs/JobDetailPage/Facts.tsx',
  'storefront/src/jobs/JobDetailPage/ReasonNote.tsx',
  'storefront/src/jobs/JobDetailPage/Visit.tsx',
  'storefront/src/jobs/JobDetailPage/index.tsx',
  'storefront/src/jobs/JobEditorPage/JobForm.tsx',
  'storefront/src/jobs/JobEditorPage/index.tsx',
  'storefront/src/jobs/JobFeePanel.tsx',
  'storefront/src/jobs/JobHistory.tsx',
  'storefront/src/jobs/JobListPage.tsx',
  'storefront/src/jobs/JobPaidPanel.tsx',
  'storefront/src/jobs/JobPaymentPages.tsx',
  'storefront/src/jobs/JobReview.tsx',
  'storefront/src/jobs/JobStatusChip.tsx',
  'storefront/src/jobs/MyServicesPage/EditServicePage.tsx',
  'storefront/src/jobs/MyServicesPage/ServiceCard.tsx',
  'storefront/src/jobs/MyServicesPage/ServiceForm.tsx',
  'storefront/src/jobs/MyServicesPage/index.tsx',
  'storefront/src/jobs/OfferCard.tsx',
  'storefront/src/jobs/OfferDialog.tsx',
  'storefront/src/jobs/OfferFields.tsx',
  'storefront/src/jobs/ProblemPhotos.tsx',
  'storefront/src/jobs/ServicePage/BookingCalendar.tsx',
  'storefront/src/jobs/ServicePage/BuyPanel.tsx',
  'storefront/src/jobs/ServicePage/ChooseStep.tsx',
  'storefront/src/jobs/ServicePage/DetailsStep.tsx',
  'storefront/src/jobs/ServicePage/SlotPicker.tsx',
  'storefront/src/jobs/ServicePage/index.tsx',
  'storefront/src/jobs/parts.tsx',
  'storefront/src/layout/PreferenceControls.tsx',
  'storefront/src/media/ResponsiveImage.tsx',
  'storefront/src/notifications/UnsubscribePage.tsx',
  'storefront/src/preferences/MuiTheme.tsx',
  'storefront/src/preferences/theme.ts',
  'storefront/src/pwa/SavedDataBanner.tsx',
  'storefront/src/routing/StaffOnlyPage.tsx',
  'storefront/src/session/LoginFailureDialog.tsx',
  'storefront/src/settings/AccountSettingsPage.tsx',
  'storefront/src/settings/AddressDialog.tsx',
  'storefront/src/settings/CatalogueSettingsPage.tsx',
  'storefront/src/settings/DataSettingsPage.tsx',
  'storefront/src/settings/MediaSettingsPage/GalleryManager.tsx',
  'storefront/src/settings/MediaSettingsPage/Uploader.tsx',
  'storefront/src/settings/MediaSettingsPage/index.tsx',
  'storefront/src/settings/MyAddressPage.tsx',
  'storefront/src/settings/NotificationSettingsPage.tsx',
  'storefront/src/settings/PostsSettingsPage/AttachmentPicker.tsx',
  'storefront/src/settings/PostsSettingsPage/NewPostForm.tsx',
  'storefront/src/settings/PostsSettingsPage/OwnPostList.tsx',
  'storefront/src/settings/PostsSettingsPage/index.tsx',
  'storefront/src/settings/PrivacySettingsPage.tsx',
  'storefront/src/settings/SettingsForm.tsx',
  'storefront/src/settings/SettingsLayout.tsx',
  'storefront/src/settings/UploadProgress.tsx',
  'storefront/src/settings/WhatsAppNumber.tsx',
  'storefront/src/ssr/entry-server.tsx',
];

const MODULES = ['accounts', 'catalogue', 'jobs', 'agenda', 'billing', 'messaging', 'seo'];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '**/dist',
      '**/dist-server',
      '.data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Tests read answers loosely; the assertions are the type check.
    files: ['**/*.test.ts', 'server/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Server modules reach each other only through their index.ts (architecture, boundary rule 1).
  ...MODULES.map((mod) => ({
    files: [`server/modules/${mod}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(modules/)?(?!${mod}/)(${MODULES.join('|')})/(?!index$).+`,
              message: 'Import another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'server/platform/**/*.ts',
      'server/app.ts',
      'server/main.ts',
      'server/emulators/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `modules/(${MODULES.join('|')})/(?!index$).+`,
              message: 'Import a module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One formatter: money, numbers, dates and times are written by storefront/src/i18n/format.ts
    // (the interface language, the region's currency and time zone, formatters made once).
    files: ['storefront/src/**/*.{ts,tsx}'],
    ignores: ['storefront/src/i18n/format.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'].map((property) => ({
          object: 'Intl',
          property,
          message: 'Format with useFormat() or formatFor() of storefront/src/i18n/format.ts.',
        })),
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format with useFormat() or formatFor() of storefront/src/i18n/format.ts.',
        })),
      ],
    },
  },
  {
    // One design system: the storefront draws with its ui kit, never MUI or emotion.
    files: ['storefront/**/*.{ts,tsx}'],
    ignores: MUI_HOLDOUTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@(mui|emotion)/',
              message:
                'The storefront draws with its ui kit (storefront/src/ui), not MUI or emotion.',
            },
          ],
        },
      ],
    },
  },
);
