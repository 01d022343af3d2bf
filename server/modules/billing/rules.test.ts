import { expect } from 'chai';
import { couponUsed, LOCKED_WHEN_SUBSCRIBED, lockedFieldsChanged } from './rules';

describe('billing rules', () => {
  describe('a plan with subscriptions', () => {
    const current = {
      region: 'uy',
      currency: 'UYU',
      period: 'monthly',
      premium: true,
      name_es: 'Mensual',
      price: 590,
    };

    it('keeps its region, currency, period and premium flag', () => {
      expect(LOCKED_WHEN_SUBSCRIBED).to.have.members(['region', 'currency', 'period', 'premium']);
    });

    it('names each locked field a change alters, and only those', () => {
      expect(
        lockedFieldsChanged(current, {
          region: 'br',
          currency: 'BRL',
          period: 'monthly',
          premium: false,
          name_es: 'Otro',
          price: 10,
        }),
      ).to.deep.equal(['region', 'currency', 'premium']);
    });

    it('lets names, prices and the rest change, and a locked field be written as it is', () => {
      expect(
        lockedFieldsChanged(current, { ...current, name_es: 'Otro', price: 10 }),
      ).to.deep.equal([]);
      expect(lockedFieldsChanged(current, { price: 10 })).to.deep.equal([]);
    });
  });

  describe('a coupon', () => {
    const unused = { usedCount: 0, redemptions: 0, onSubscription: false };

    it('is deleted only when never used', () => {
      expect(couponUsed(unused)).to.equal(false);
    });

    it('is only disabled once counted by a checkout, redeemed or on a subscription', () => {
      expect(couponUsed({ ...unused, usedCount: 1 })).to.equal(true);
      expect(couponUsed({ ...unused, redemptions: 2 })).to.equal(true);
      expect(couponUsed({ ...unused, onSubscription: true })).to.equal(true);
    });
  });
});
