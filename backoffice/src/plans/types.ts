import { CURRENCY_BY_REGION, REGIONS } from '../../../common/regions';
import { LANGUAGE_TAGS, isLanguage } from '../../../common/i18n';
import { pickFields } from '../categories/types';
import { countedNotice, type Usage } from '../components/Usage';
import { currentLanguage } from '../i18n-provider';
import type { Schemas } from '../api/contract';

export type Period = 'monthly' | 'quarterly' | 'halfYearly' | 'annual';

/** A plan as GET /backoffice/api/plans returns it. */
export type Plan = Schemas['AdminPlan'];

/** What POST and PUT accept for a plan; id, dates and counts are the server's. */
export const PLAN_FIELDS = [
  'region',
  'currency',
  'name_es',
  'name_en',
  'name_br',
  'price',
  'period',
  'premium',
  'popular',
  'inclusions',
  'enabled',
  'position',
] as const;

export const REGION_CHOICES = REGIONS.map((region) => ({
  id: region,
  name: `backoffice.billing.regions.${region}`,
}));

export const PERIOD_CHOICES = (['monthly', 'quarterly', 'halfYearly', 'annual'] as const).map(
  (period) => ({ id: period, name: `backoffice.billing.periods.${period}` }),
);

/** A plan's name in the interface language with its currency: each name exists per region. */
export const planRepresentation = (plan: Plan): string =>
  `${plan[`name_${currentLanguage()}`]} (${plan.currency})`;

/** An amount in its currency, written the interface language's way. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(isLanguage(locale) ? LANGUAGE_TAGS[locale] : undefined, {
      style: 'currency',
      currency,
    }).format(amount);
  } catch {
    return `${currency} ${amount}`;
  }
}

const pick = pickFields<Plan, (typeof PLAN_FIELDS)[number]>(PLAN_FIELDS);
const cleanLines = (lines: string[] | undefined) =>
  (lines ?? []).map((line) => line.trim()).filter(Boolean);

/**
 * The body of POST and PUT: the editable fields, the currency of the region, and the
 * inclusions without the blank lines a textarea leaves.
 */
export const toPlanBody = (data: Partial<Plan>) => {
  const body = pick(data);
  return {
    ...body,
    currency: data.region ? CURRENCY_BY_REGION[data.region] : undefined,
    inclusions: {
      es: cleanLines(data.inclusions?.es),
      en: cleanLines(data.inclusions?.en),
      br: cleanLines(data.inclusions?.br),
    },
  };
};

/**
 * A plan nobody subscribed to may be deleted. One with subscriptions keeps its region, period
 * and premium flag (Mercado Pago bills them on those terms) and can only be disabled.
 */
export const planUsage: Usage<Plan> = {
  inUse: (plan) => plan.subscriptions > 0,
  name: planRepresentation,
  notice: countedNotice('backoffice.plans', (plan) => plan.subscriptions),
};
