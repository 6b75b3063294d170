import { ActionIcon, Menu } from '@mantine/core';
import { useOpenOnMount } from '../../../lib/use-open-on-mount';
import { OptionsGlyph, optionsButtonProps } from './options-glyph';

export interface ConversationOptionsMenuProps {
  /** The conversation's name, as its options button says it. */
  name: string;
  conversationId: string;
  onRename: () => void;
  onDelete: () => void;
  /** The press that fetched this code was on this button: it takes the focus from the stand-in and opens once. */
  openOnMount: boolean;
  /** Called once it has opened on mount, so that it does not open again. */
  onOpened: () => void;
}

/**
 * A conversation's options (rename, delete), with Mantine's Menu: fetched after the chat has drawn, and put in
 * place of the stand-in buttons (conversation-list.tsx) by the first press on one (conversation-actions.ts).
 */
export function ConversationOptionsMenu({ name, conversationId, onRename, onDelete, openOnMount, onOpened }: ConversationOptionsMenuProps) {
  const { target, opened, setOpened } = useOpenOnMount(openOnMount, onOpened);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={target} {...optionsButtonProps(name, conversationId)}>
          <OptionsGlyph />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onRename}>Rename</Menu.Item>
        <Menu.Item color="red.8" onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
