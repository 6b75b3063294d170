/**
 * What a conversation's options need, fetched after the chat has drawn (and when the person reaches for an
 * options button): the options menu and the rename and delete dialogs, with Mantine's Menu and Modal. The chat's
 * first screen does not wait for them. Their styles (Modal's among them) come with them.
 */
import '../../../styles/mantine-pages.css';

export { ConversationOptionsMenu } from './conversation-options-menu';
export { DeleteConversationDialog, RenameConversationDialog } from './conversation-dialogs';
