import { Alert, List, Text, Title } from '@mantine/core';
import type { Block, Section } from '../content/types';
import { RichText } from './rich-text';

export function ContentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text component="p" my="sm">
          <RichText text={block.text} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} spacing="xs" my="sm" withPadding>
          {block.items.map((item) => (
            <List.Item key={item}>
              <RichText text={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'callout':
      return (
        <Alert my="md" color={block.tone === 'urgent' ? 'red' : 'harbour'} variant="light">
          <RichText text={block.text} />
        </Alert>
      );
  }
}

export function ContentSection({ section, headingOrder = 2 }: { section: Section; headingOrder?: 2 | 3 }) {
  return (
    <section>
      <Title order={headingOrder} mt="xl" mb="xs">
        {section.heading}
      </Title>
      {section.blocks.map((block, i) => (
        <ContentBlock key={i} block={block} />
      ))}
    </section>
  );
}
