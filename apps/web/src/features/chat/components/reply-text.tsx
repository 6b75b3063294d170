import { Anchor, Code, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from '@wellbeing/shared/markdown';

/**
 * A reply's text, from the shared safe markdown parser (never HTML), sized for a chat bubble: headings
 * read as bold lines (the page's outline belongs to the page), links are always underlined so they stand
 * out from the text in both colour schemes, and Harbour's own paths open in the app.
 */
function Inline({ nodes }: { nodes: readonly MarkdownInline[] }): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.value}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return (
          <strong key={i}>
            <Inline nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <Inline nodes={node.children} />
          </em>
        );
      case 'code':
        return <Code key={i}>{node.value}</Code>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Anchor key={i} component={Link} to={node.href} underline="always">
            <Inline nodes={node.children} />
          </Anchor>
        ) : (
          <Anchor key={i} href={node.href} underline="always" {...(node.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            <Inline nodes={node.children} />
            {node.external ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
          </Anchor>
        );
    }
  });
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
