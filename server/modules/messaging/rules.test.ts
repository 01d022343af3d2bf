import { expect } from 'chai';
import { listSearch, messageSearchText, personState, refusalError, sendRefusal } from './rules';

const state = (over: Partial<Parameters<typeof sendRefusal>[0]> = {}) => ({
  blockedByMe: false,
  blockedByOther: false,
  other: { banned: false, closed: false },
  ...over,
});

describe('chat rules', () => {
  it('lets a member send when nobody blocked and the other is active', () => {
    expect(sendRefusal(state())).to.equal(null);
  });

  it('refuses a send to a closed or banned account before any block', () => {
    expect(
      sendRefusal(state({ blockedByMe: true, other: { banned: true, closed: true } })),
    ).to.equal('otherClosed');
    expect(
      sendRefusal(state({ blockedByOther: true, other: { banned: true, closed: false } })),
    ).to.equal('otherBanned');
  });

  it('refuses both ways once either member blocked, with the blocked error', () => {
    expect(sendRefusal(state({ blockedByMe: true }))).to.equal('blockedByMe');
    expect(sendRefusal(state({ blockedByOther: true }))).to.equal('blockedByOther');
    expect(refusalError('blockedByOther')).to.equal('CONVERSATION_BLOCKED');
    expect(refusalError('otherBanned')).to.equal('CONVERSATION_USER_UNAVAILABLE');
  });

  it('names a closed account closed even when it was banned too', () => {
    expect(personState({ banned: true, closed: true })).to.equal('closed');
    expect(personState({ banned: true, closed: false })).to.equal('banned');
    expect(personState({ banned: false, closed: false })).to.equal('active');
  });

  it('compares texts without accents or case in Spanish and Portuguese', () => {
    expect(messageSearchText('¿Mañana a las 9? Reparação ÁGIL')).to.equal(
      '¿manana a las 9? reparacao agil',
    );
    expect(messageSearchText(null)).to.equal(null);
    expect(listSearch('  Plomería   Pérez ')).to.equal('plomeria perez');
    expect(listSearch('   ')).to.equal(undefined);
  });
});
