import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';

/**
 * One tab per area of `ADMIN_SECTIONS`; the open one is in the address (`?section=`), so it survives a
 * reload and can be linked to. Only the open area is mounted, so only its data is fetched.
 */
/** `extraSections` come from other features (composed by the page, since features do not import each other). */
export function AdminDashboard({ extraSections = [] }: { extraSections?: readonly AdminSection[] }) {
  const sections = [...ADMIN_SECTIONS, ...extraSections];
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const active = sections.find((s) => s.id === requested)?.id ?? sections[0]!.id;
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (!value) return;
        setParams(value === sections[0]!.id ? {} : { section: value }, { replace: true, preventScrollReset: true });
      }}
      keepMounted={false}
      id="admin"
    >
      <Tabs.List aria-label="Admin areas" mb="lg">
        {sections.map((section) => (
          <Tabs.Tab key={section.id} value={section.id}>
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map(({ id, Component }) => (
        <Tabs.Panel key={id} value={id}>
          <Component />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
