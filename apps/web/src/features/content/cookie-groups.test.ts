import type { CookieItem } from '@threshold/domain/schemas/cookie-details';
import { describe, expect, it } from 'vitest';
import { groupCookies, splitCookieNames } from './cookie-groups';

const cookie = (group: string, title: string): CookieItem => ({
  group,
  title,
  description: `${title} cookie`,
  time: 'Session',
  type: 'First party',
  vendor: 'Threshold',
});

describe('groupCookies', () => {
  it('groups cookies by group, keeping the order groups first appear in', () => {
    const groups = groupCookies([
      cookie('Performance cookies', '_ga'),
      cookie('Strictly necessary cookies', 'session'),
      cookie('Performance cookies', '_gid'),
      cookie('Targeting cookies', '_fbp'),
    ]);
    expect(groups.map((g) => [g.group, g.cookies.map((c) => c.title)])).toEqual([
      ['Performance cookies', ['_ga', '_gid']],
      ['Strictly necessary cookies', ['session']],
      ['Targeting cookies', ['_fbp']],
    ]);
  });

  it('treats a group name with stray spaces as the same group', () => {
    expect(
      groupCookies([cookie('Functional cookies', 'a'), cookie(' Functional cookies ', 'b')]),
    ).toHaveLength(1);
  });

  it('gives nothing for no cookies', () => {
    expect(groupCookies([])).toEqual([]);
  });
});

describe('splitCookieNames', () => {
  it('splits a comma-separated title into names', () => {
    expect(splitCookieNames('_ga, _gid,_gat ,')).toEqual(['_ga', '_gid', '_gat']);
  });
});
