import { capabilities, type MemberRole } from '@brandtrail/domain';
import type { BrandRow } from '@brandtrail/projections';
import { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../graphql/schema';
import { capabilityFlags } from './policy';

const row = (role: MemberRole | null, isPublic: boolean) => ({ role, public: isPublic, deletedAt: null }) as unknown as BrandRow;

describe('Brand.viewerCan', () => {
  it('has one flag per capability of the access policy, no more and no fewer', () => {
    const type = createSchema().getType('BrandCapabilities');
    expect(type).toBeInstanceOf(GraphQLObjectType);
    expect(Object.keys((type as GraphQLObjectType).getFields()).sort()).toEqual([...capabilities].sort());
    expect(Object.keys(capabilityFlags(row('owner', false))).sort()).toEqual([...capabilities].sort());
  });

  it('answers what the policy grants each role', () => {
    const held = (r: BrandRow) =>
      Object.entries(capabilityFlags(r))
        .filter(([, v]) => v)
        .map(([k]) => k);
    expect(held(row('owner', false))).toEqual([...capabilities]);
    expect(held(row('editor', false))).toEqual([
      'read',
      'readPrivate',
      'editContent',
      'manageAssets',
      'manageMembers',
      'manageLinks',
    ]);
    expect(held(row('viewer', false))).toEqual(['read', 'readPrivate']);
    expect(held(row(null, true))).toEqual(['read']);
    expect(held(row(null, false))).toEqual([]);
  });
});
