import { Accordion } from '@mantine/core';
import { content } from '../content/pages/faq';
import { ContentBlock, ContentSection } from '../components/content-blocks';
import { PageTitle } from '../components/page-title';

export function Component() {
  return (
    <article className="prose">
      <PageTitle lead={content.lead}>{content.title}</PageTitle>
      {/* `order` puts each question's button inside an h2 (a heading inside a button is flattened, so screen
          readers could not list the questions), and the item values are plain ids: Mantine builds the button's
          and panel's ids from them, and a value with spaces broke aria-controls and the panel's aria-labelledby. */}
      <Accordion
        variant="separated"
        multiple
        chevronPosition="right"
        order={2}
        styles={{ itemTitle: { margin: 0 }, label: { fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.55 } }}
      >
        {(content.faq ?? []).map((item, index) => (
          <Accordion.Item key={item.question} value={`question-${index + 1}`}>
            <Accordion.Control>{item.question}</Accordion.Control>
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
