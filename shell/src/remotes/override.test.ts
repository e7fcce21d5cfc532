import { clearOverrides, parseOverride, readStoredOverrides, resolveOverrides } from './override';

const visit = (url: string) => window.history.replaceState(null, '', url);

beforeEach(() => {
  localStorage.clear();
  visit('/');
});

describe('developer remote override', () => {
  it('parses name:url, the URL keeping its own colons', () => {
    expect(parseOverride('clinic:http://localhost:3012/mf-manifest.json')).toEqual(['clinic', 'http://localhost:3012/mf-manifest.json']);
    expect(parseOverride('clinic')).toBeNull();
    expect(parseOverride('clinic:javascript:alert(1)')).toBeNull();
    expect(parseOverride('../x:http://a/b.json')).toBeNull();
  });

  it('stores an override from the query, removes the parameter from the address bar, keeps it for later visits', () => {
    visit('/order?tab=1&remoteOverride=commerce:http://localhost:4013/mf-manifest.json');
    expect(resolveOverrides(true)).toEqual({ commerce: 'http://localhost:4013/mf-manifest.json' });
    expect(window.location.pathname + window.location.search).toBe('/order?tab=1');
    visit('/');
    expect(resolveOverrides(true)).toEqual({ commerce: 'http://localhost:4013/mf-manifest.json' });
  });

  it('is ignored entirely when the portal config does not allow it', () => {
    localStorage.setItem('shell:remoteOverrides', JSON.stringify({ clinic: 'http://evil.example/mf-manifest.json' }));
    visit('/?remoteOverride=account:http://evil.example/mf-manifest.json');
    expect(resolveOverrides(false)).toEqual({});
  });

  it('is cleared by ?remoteOverride=clear', () => {
    visit('/?remoteOverride=clinic:http://localhost:3012/mf-manifest.json');
    resolveOverrides(true);
    visit('/?remoteOverride=clear');
    expect(resolveOverrides(true)).toEqual({});
    expect(localStorage.getItem('shell:remoteOverrides')).toBeNull();
  });

  it('survives junk in storage', () => {
    localStorage.setItem('shell:remoteOverrides', '{not json');
    expect(readStoredOverrides()).toEqual({});
    clearOverrides();
    expect(localStorage.getItem('shell:remoteOverrides')).toBeNull();
  });
});
