import { List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { parseMarkdown, type MarkdownBlock, type MarkdownInline as MarkdownInlineNode } from '@wellbeing/shared/markdown';
import { MarkdownInline } from '../../../components/markdown';

/**
 * A reply's text, from the shared safe markdown parser (never HTML), sized for a chat bubble: headings
 * read as bold lines (the page's outline belongs to the page), links are always underlined so they stand
 * out from the text in both colour schemes, and Harbour's own paths open in the app.
 */
function Inline({ nodes }: { nodes: readonly MarkdownInlineNode[] }) {
  return <MarkdownInline nodes={nodes} />;
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <Text fw={700}>
          <Inline nodes={block.children} />
        </Text>
      );
    case 'paragraph':
    case 'quote':
      return (
        <Text style={{ overflowWrap: 'anywhere' }}>
          <Inline nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} spacing={4} withPadding>
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <Inline nodes={item} />
            </List.Item>
          ))}
        </List>
      );
  }
}

export function ReplyText({ content }: { content: string }) {
  const blocks = useMemo(() => parseMarkdown(content), [content]);
  return (
    <Stack gap="xs">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}
