import { Accordion } from '@mantine/core';
import { content } from '../content/pages/faq';
import { ContentBlock, ContentSection } from '../components/content-blocks';
import { PageTitle } from '../components/page-title';

export function Component() {
  return (
    <article className="prose">
      <PageTitle lead={content.lead}>{content.title}</PageTitle>
      <Accordion variant="separated" multiple chevronPosition="right">
        {(content.faq ?? []).map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>
              <h2 style={{ fontSize: '1.05rem', margin: 0 }}>{item.question}</h2>
            </Accordion.Control>
            <Accordion.Panel>
              {item.answer.map((block, i) => (
                <ContentBlock key={i} block={block} />
              ))}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {content.sections.map((section) => (
        <ContentSection key={section.heading} section={section} />
      ))}
    </article>
  );
}
