import { expect } from 'chai';
import {
  isPhoneE164,
  phoneE164,
  phoneExamples,
  phoneForDisplay,
  phoneInternational,
  phoneReadings,
  whatsappDigits,
} from './phone';
import { marketplacePhoneMetadata } from './phone-metadata-source';
import { PHONE_METADATA } from './phone-metadata';
import { REGION_FACTS } from './regions';
import { adminUserUpdateSchema, signUpSchema } from './schemas/accounts';

const UY = '+59899123456';
const BR = '+5511987654321';

describe('phone numbers by region (common/phone)', () => {
  it('reads a Uruguayan number typed with its 0, spaces or dashes, or with +598 or 00598', () => {
    for (const typed of [
      '099123456',
      '099 123 456',
      '099-123-456',
      ' 099.123.456 ',
      '+598 99 123 456',
      '+59899123456',
      '00598 99 123 456',
    ]) {
      expect(phoneE164(typed, 'uy'), typed).to.equal(UY);
    }
    // A Montevideo landline written with the 0 is nine digits too.
    expect(phoneE164('021234567', 'uy')).to.equal('+59821234567');
  });

  it('refuses a Uruguayan number without its 0, with too few or too many digits, or with letters', () => {
    for (const typed of [
      '99123456',
      '09912345',
      '0991234567',
      '099123456abc',
      '099 123 456 ext 2',
      '59899123456',
      '0',
      '',
      '+598 1234',
      `0${'9'.repeat(40)}`,
    ]) {
      expect(phoneE164(typed, 'uy'), typed).to.equal(undefined);
    }
  });

  it('reads a Brazilian number with its area code, 10 or 11 digits, with or without 0, or with +55', () => {
    for (const typed of [
      '11987654321',
      '(11) 98765-4321',
      '011 98765-4321',
      '(011) 98765-4321',
      '+5511987654321',
      '+55 11 98765-4321',
      '0055 11 98765 4321',
    ]) {
      expect(phoneE164(typed, 'br'), typed).to.equal(BR);
    }
    expect(phoneE164('(11) 3333-4444', 'br')).to.equal('+551133334444');
  });

  it('refuses a Brazilian number without its area code, with a wrong one, or too long', () => {
    for (const typed of [
      '987654321',
      '98765-4321',
      '099123456',
      // No area code starts with 9 and 0 (the smallest metadata knows how numbers start, not
      // every area code in use).
      '(90) 98765-4321',
      '119876543210',
    ]) {
      expect(phoneE164(typed, 'br'), typed).to.equal(undefined);
    }
  });

  it('reads national forms as the page’s region writes them, international ones of either region anywhere', () => {
    expect(phoneE164('11987654321', 'uy')).to.equal(undefined);
    expect(phoneE164('099123456', 'br')).to.equal(undefined);
    expect(phoneE164('+55 11 98765-4321', 'uy')).to.equal(BR);
    expect(phoneE164('+598 99 123 456', 'br')).to.equal(UY);
    // Numbers of countries the marketplace does not serve.
    expect(phoneE164('+54 9 11 2345 6789', 'uy')).to.equal(undefined);
    expect(phoneE164('+1 202 555 0100', 'br')).to.equal(undefined);
  });

  it('tells a stored number (E.164 of a marketplace region) from a typed one', () => {
    expect(isPhoneE164(UY)).to.equal(true);
    expect(isPhoneE164(BR)).to.equal(true);
    expect(isPhoneE164('099123456')).to.equal(false);
    expect(isPhoneE164('+598 99 123 456')).to.equal(false);
    expect(isPhoneE164('+12025550100')).to.equal(false);
  });

  it('reads a sign-in by phone in every form, the page’s region first, then the other’s', () => {
    for (const typed of ['099123456', '99123456', '+598 99 123 456', '59899123456']) {
      expect(phoneReadings(typed, 'uy')[0], typed).to.equal(UY);
    }
    for (const typed of ['11987654321', '(11) 98765-4321', '+55 11 98765-4321', '5511987654321']) {
      expect(phoneReadings(typed, 'br')[0], typed).to.equal(BR);
    }
    // A Brazilian number typed on a Uruguayan page is still found, second.
    expect(phoneReadings('11987654321', 'uy')).to.deep.equal([BR]);
    expect(phoneReadings('+55 11 98765-4321', 'uy')).to.deep.equal([BR]);
    expect(phoneReadings('not a number', 'uy')).to.deep.equal([]);
  });

  it('shows a region’s own numbers in its national form and the other region’s internationally', () => {
    expect(phoneForDisplay(UY, 'uy')).to.equal('099 123 456');
    expect(phoneForDisplay(BR, 'br')).to.equal('(11) 98765-4321');
    expect(phoneForDisplay(BR, 'uy')).to.equal('+55 11 98765 4321');
    expect(phoneForDisplay(UY, 'br')).to.equal('+598 99 123 456');
    expect(phoneInternational(UY)).to.equal('+598 99 123 456');
    // A value kept as typed before numbers were stored in E.164 shows as it is.
    expect(phoneForDisplay('0991234567', 'uy')).to.equal('0991234567');
  });

  it('gives WhatsApp the E.164 digits, reading a number kept as typed by its owner’s region', () => {
    expect(whatsappDigits(UY, 'br')).to.equal('59899123456');
    expect(whatsappDigits(BR, 'uy')).to.equal('5511987654321');
    expect(whatsappDigits('099123456', 'uy')).to.equal('59899123456');
    expect(whatsappDigits('011987654321', 'br')).to.equal('5511987654321');
    expect(whatsappDigits(null, 'uy')).to.equal(undefined);
    expect(whatsappDigits('0123', 'uy')).to.equal(undefined);
  });

  it('gives each region’s example in the region’s own rule, kept on one line in both forms', () => {
    expect(phoneE164(REGION_FACTS.uy.phoneExample, 'uy')).to.equal(UY);
    expect(phoneE164(REGION_FACTS.br.phoneExample, 'br')).to.equal(BR);
    expect(phoneExamples('uy')).to.deep.equal({
      example: '099\u00a0123\u00a0456',
      international: '+598\u00a099\u00a0123\u00a0456',
    });
    expect(phoneExamples('br')).to.deep.equal({
      example: '(11)\u00a098765-4321',
      international: '+55\u00a011\u00a098765\u00a04321',
    });
  });
});

describe('the shared phone rule (common/schemas/accounts)', () => {
  const signUp = (phoneNumber: string, region?: string) =>
    signUpSchema.validate(
      {
        type: 'client',
        firstName: 'Ana',
        lastName: 'Souza',
        username: 'anasouza26',
        email: 'ana@example.com',
        phoneNumber,
        birthDate: '1990-05-04',
        password: 'Prueba#2026x',
        passwordConfirmation: 'Prueba#2026x',
        termsAccepted: true,
        region,
      },
      { abortEarly: false },
    );
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('the rule accepted it'),
      (error: { inner: { path: string; message: unknown }[] }) => error.inner,
    );

  it('turns a number typed on the page’s region into E.164', async () => {
    expect((await signUp('11987654321', 'br')).phoneNumber).to.equal(BR);
    expect((await signUp('(11) 98765-4321', 'br')).phoneNumber).to.equal(BR);
    expect((await signUp('099 123 456', 'uy')).phoneNumber).to.equal(UY);
    expect((await signUp('099123456')).phoneNumber).to.equal(UY);
  });

  it('refuses a bad number with the region’s message, example and prefix', async () => {
    const [br] = await failure(signUp('099123456', 'br'));
    expect(br).to.deep.include({
      path: 'phoneNumber',
      message: {
        key: 'fields.phone.br',
        params: { example: '(11)\u00a098765-4321', prefix: '+55' },
      },
    });
    const [uy] = await failure(signUp('11987654321'));
    expect(uy.message).to.deep.equal({
      key: 'fields.phone.uy',
      params: { example: '099\u00a0123\u00a0456', prefix: '+598' },
    });
  });

  it('reads the region from the validation’s context when the form has none', async () => {
    const edit = (phoneNumber: string | null, region: string) =>
      adminUserUpdateSchema.validate(
        {
          firstName: 'Ana',
          lastName: 'Souza',
          username: 'anasouza26',
          phoneNumber,
          type_user: 1,
          isTestUser: false,
        },
        { abortEarly: false, context: { region } },
      );
    expect((await edit('(11) 98765-4321', 'br')).phoneNumber).to.equal(BR);
    expect((await edit(null, 'br')).phoneNumber).to.equal(null);
    const [error] = await failure(edit('(11) 98765-4321', 'uy'));
    expect(error.message).to.deep.include({ key: 'fields.phone.uy' });
  });
});

describe('the phone metadata of the marketplace regions (common/phone-metadata)', () => {
  it("holds Uruguay's and Brazil's numbering as the installed libphonenumber-js has it, and no other country's", () => {
    // After an upgrade of libphonenumber-js: npx tsx scripts/phone-metadata.ts
    expect(PHONE_METADATA).to.deep.equal(marketplacePhoneMetadata());
    expect(Object.keys(PHONE_METADATA.countries).sort()).to.deep.equal(
      Object.values(REGION_FACTS)
        .map((facts) => facts.countryCode)
        .sort(),
    );
  });

  it('refuses a number of a country outside the marketplace, typed with its country code', () => {
    expect(phoneE164('+1 202 555 0143', 'uy')).to.equal(undefined);
    expect(phoneE164('+54 9 11 2345 6789', 'br')).to.equal(undefined);
    expect(phoneReadings('+34 612 345 678', 'uy')).to.deep.equal([]);
  });
});
