import { expect } from 'chai';
import { PROSKER_ITEMS, completeness, isVisiblePercent, refreshedPercent } from './completeness';
import type { CompletenessInput, CompletenessItem } from './completeness';

const FIELD: Record<CompletenessItem, Partial<CompletenessInput>> = {
  profileImage: { hasProfileImage: false },
  names: { hasFirstAndLastName: false },
  categories: { categoryCount: 0 },
  skills: { skillCount: 0 },
  bannerImage: { hasBannerImage: false },
  addresses: { addressCount: 0 },
  paymentAccount: { hasPaymentAccount: false },
};
const COMPLETE: CompletenessInput = {
  prosker: true,
  hasProfileImage: true,
  hasFirstAndLastName: true,
  categoryCount: 2,
  skillCount: 3,
  hasBannerImage: true,
  addressCount: 1,
  hasPaymentAccount: true,
};

describe('profile completeness', () => {
  it('takes 14 from a prosker for each missing item, for every combination of missing items', () => {
    for (let mask = 0; mask < 1 << PROSKER_ITEMS.length; mask += 1) {
      const missing = PROSKER_ITEMS.filter((_, i) => mask & (1 << i));
      const input = Object.assign({}, COMPLETE, ...missing.map((item) => FIELD[item]));
      const result = completeness(input);
      expect(result.percent, missing.join(',')).to.equal(100 - 14 * missing.length);
      expect(result.missing).to.deep.equal(missing);
    }
  });

  it('takes 50 from anyone else for a missing profile image and 50 for missing names', () => {
    const client = {
      ...COMPLETE,
      prosker: false,
      categoryCount: 0,
      skillCount: 0,
      addressCount: 0,
    };
    expect(completeness(client).percent).to.equal(100);
    expect(completeness({ ...client, hasProfileImage: false }).percent).to.equal(50);
    expect(completeness({ ...client, hasFirstAndLastName: false }).percent).to.equal(50);
    expect(
      completeness({ ...client, hasProfileImage: false, hasFirstAndLastName: false }),
    ).to.deep.equal({
      percent: 0,
      missing: ['profileImage', 'names'],
    });
  });

  it('refreshes a score under 14 to 0 and leaves others as they are', () => {
    expect(refreshedPercent(2)).to.equal(0);
    expect(refreshedPercent(13)).to.equal(0);
    expect(refreshedPercent(14)).to.equal(14);
    expect(refreshedPercent(86)).to.equal(86);
  });

  it('shows a profile to everyone from 55% on', () => {
    expect(isVisiblePercent(54)).to.equal(false);
    expect(isVisiblePercent(55)).to.equal(true);
    // A prosker missing three items (58%) is visible; missing four (44%) is not.
    expect(isVisiblePercent(100 - 14 * 3)).to.equal(true);
    expect(isVisiblePercent(100 - 14 * 4)).to.equal(false);
  });
});
