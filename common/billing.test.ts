import { expect } from 'chai';
import { couponDiscount, marketplaceFee, payoutDate } from './billing';

describe('billing arithmetic', () => {
  it('takes a percentage off in whole cents and never goes below zero', () => {
    expect(
      couponDiscount(590, 'UYU', {
        discountType: 'percentage',
        amount: 20,
        minOrder: 0,
        currency: null,
      }),
    ).to.deep.equal({ discount: 118, total: 472 });
    expect(
      couponDiscount(39.9, 'BRL', {
        discountType: 'percentage',
        amount: 15,
        minOrder: 0,
        currency: null,
      }),
    ).to.deep.equal({ discount: 5.99, total: 33.91 });
    expect(
      couponDiscount(100, 'UYU', {
        discountType: 'fixed',
        amount: 500,
        minOrder: 0,
        currency: 'UYU',
      }),
    ).to.deep.equal({ discount: 100, total: 0 });
  });

  it('refuses a coupon below its minimum order or in another currency', () => {
    const fixed = {
      discountType: 'fixed' as const,
      amount: 500,
      minOrder: 1000,
      currency: 'UYU' as const,
    };
    expect(couponDiscount(590, 'UYU', fixed)).to.deep.equal({ problem: 'COUPON_BELOW_MINIMUM' });
    expect(couponDiscount(1590, 'UYU', fixed)).to.deep.equal({ discount: 500, total: 1090 });
    expect(couponDiscount(1590, 'BRL', fixed)).to.deep.equal({ problem: 'COUPON_NOT_APPLICABLE' });
  });

  it('charges 2.99% for premium and 4.49% otherwise, plus VAT on the fee', () => {
    expect(marketplaceFee(1000, true, 2200)).to.deep.equal({
      feeBps: 299,
      vatBps: 2200,
      fee: 36.48,
      net: 963.52,
    });
    expect(marketplaceFee(1000, false, 2200)).to.deep.equal({
      feeBps: 449,
      vatBps: 2200,
      fee: 54.78,
      net: 945.22,
    });
    expect(marketplaceFee(200, false, 0).fee).to.equal(8.98);
  });

  it('promises the payout 21 days after the payment', () => {
    expect(payoutDate(new Date('2026-11-01T12:00:00Z')).toISOString()).to.equal(
      '2026-11-22T12:00:00.000Z',
    );
  });
});
