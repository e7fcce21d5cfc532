import { render, screen } from '@testing-library/react';
import { OverrideBadge } from './OverrideBadge';
import { knownRemotes, registerPointer, remoteForPath, sanitizePointer } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const runtime = jest.requireMock<{ registerRemotes: jest.Mock }>('@module-federation/enhanced/runtime');

const pointer = sanitizePointer({
  clinic: {
    version: '1.4.2',
    entry: '/remotes/clinic/1.4.2/mf-manifest.json',
    routes: [{ path: '/Contact', title: '我的患者', access: 'login', layout: 'main' }],
  },
  commerce: { version: '1.0.0', entry: '/remotes/commerce/1.0.0/mf-manifest.json', routes: [] },
});

beforeEach(() => {
  runtime.registerRemotes.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('remote registry', () => {
  it('registers every pointer entry with the runtime as { name, entry }', () => {
    registerPointer(pointer);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'clinic', entry: '/remotes/clinic/1.4.2/mf-manifest.json' },
      { name: 'commerce', entry: '/remotes/commerce/1.0.0/mf-manifest.json' },
    ]);
    expect(remoteForPath('/Contact')).toBe('clinic');
    expect(remoteForPath('/nowhere')).toBeUndefined();
  });

  it('replaces the entry of an overridden remote and shows the badge', () => {
    registerPointer(pointer, { clinic: 'http://localhost:4012/mf-manifest.json' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'clinic', entry: 'http://localhost:4012/mf-manifest.json' },
      { name: 'commerce', entry: '/remotes/commerce/1.0.0/mf-manifest.json' },
    ]);
    render(<OverrideBadge />);
    expect(screen.getByText('开发覆盖: clinic')).toBeInTheDocument();
    expect(screen.queryByText('开发覆盖: commerce')).not.toBeInTheDocument();
  });

  it('shows no badge without overrides', () => {
    registerPointer(pointer);
    const { container } = render(<OverrideBadge />);
    expect(container).toBeEmptyDOMElement();
    expect(knownRemotes().every((r) => !r.overridden)).toBe(true);
  });

  it('drops unusable pointer entries instead of failing', () => {
    expect(
      sanitizePointer({
        good: { version: '1', entry: '/m.json', routes: [{ path: '/x', title: 'x', access: 'public', layout: 'main' }, { path: 'bad' }] },
        noEntry: { version: '1', routes: [] },
        'bad name': { version: '1', entry: '/m.json', routes: [] },
        noRoutes: { version: '1', entry: '/n.json' },
      }),
    ).toEqual({
      good: { version: '1', entry: '/m.json', routes: [{ path: '/x', title: 'x', access: 'public', layout: 'main' }] },
      noRoutes: { version: '1', entry: '/n.json', routes: [] },
    });
    expect(sanitizePointer(null)).toEqual({});
    expect(sanitizePointer([1])).toEqual({});
  });
});
