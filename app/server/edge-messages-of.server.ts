import type { ServerBuild } from 'react-router';
import type { EdgeMessages } from './edge-messages.server';

/**
 * The translated edge messages the route build exports (entry.server.tsx). Only the type is imported
 * from edge-messages.server: its catalogues are compiled into the route build, not into server.ts's.
 */
export function edgeMessagesOf(build: ServerBuild): EdgeMessages {
  const messages = (build.entry.module as { edgeMessages?: EdgeMessages }).edgeMessages;
  if (!messages) throw new Error('entry.server must export edgeMessages');
  return messages;
}
