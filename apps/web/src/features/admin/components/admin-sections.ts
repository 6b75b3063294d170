import type { ComponentType } from 'react';
import { ArticlesSection } from './articles-section';
import { AuditSection } from './audit-section';
import { OverviewSection } from './overview-section';
import { PeopleSection } from './people-section';
import { RatingsSection } from './ratings-section';
import { VerificationSection } from './verification-section';

export interface AdminSection {
  /** Used in the address (`/admin?section=people`) and in test ids. */
  id: string;
  /** The tab's label. */
  label: string;
  Component: ComponentType;
}

/** The dashboard's areas, in tab order. Adding an area is one entry here. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'overview', label: 'Overview', Component: OverviewSection },
  { id: 'people', label: 'People', Component: PeopleSection },
  { id: 'verification', label: 'Verification', Component: VerificationSection },
  { id: 'articles', label: 'Articles', Component: ArticlesSection },
  { id: 'ratings', label: 'Ratings', Component: RatingsSection },
  { id: 'audit', label: 'Audit log', Component: AuditSection },
];
