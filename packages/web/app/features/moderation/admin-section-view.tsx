import type { AdminConsolePage, AdminSection } from '@masthead/core';
import { AuditSection } from './audit-section';
import { NewsletterSection } from './newsletter-section';
import { PeopleSection } from './people-section';
import { PublishersSection } from './publishers-section';
import { ReportsSection } from './reports-section';
import { RightsSection } from './rights-section';
import { TopicsSection } from './topics-section';

type Page = Extract<AdminConsolePage, { access: 'ok' }>;

/** One section of the admin console, from what its loader read. */
export function AdminSectionView({ section, page }: { section: AdminSection; page: Page }) {
  switch (section) {
    case 'reports':
      return page.reports ? <ReportsSection queue={page.reports} /> : null;
    case 'people':
      return page.people ? <PeopleSection people={page.people} /> : null;
    case 'rights':
      return page.rights ? (
        <RightsSection
          rights={page.rights}
          canGrant={page.abilities['admin.rights.grant']}
          canSpecial={page.abilities['admin.special.manage']}
        />
      ) : null;
    case 'topics':
      return page.topics ? <TopicsSection topics={page.topics} /> : null;
    case 'publishers':
      return <PublishersSection />;
    case 'newsletter':
      return page.newsletter ? (
        <NewsletterSection status={page.newsletter} issue={page.newsletterIssue} />
      ) : null;
    case 'audit':
      return page.audit ? <AuditSection audit={page.audit} /> : null;
  }
}
