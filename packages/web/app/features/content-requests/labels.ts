import type {
  ContentRequestAction,
  ContentRequestEventView,
  ContentRequestStatus,
  ContentRequestTab,
  MessageKey,
  RequestableCtype,
} from '@masthead/core';

/** The message keys of the feature's words: SPEC §4's labels, the tabs, the moves and the timeline. */

export const statusKey = (status: ContentRequestStatus) => `contentRequests.status.${status}` as MessageKey;
export const tabKey = (tab: ContentRequestTab) => `contentRequests.tab.${tab}` as MessageKey;
export const ctypeKey = (ctype: RequestableCtype) => `contentRequests.ctype.${ctype}` as MessageKey;
export const actionKey = (action: ContentRequestAction | 'edit' | 'resend') =>
  `contentRequests.action.${action}` as MessageKey;
export const eventKey = (action: ContentRequestEventView['action']) =>
  `contentRequests.event.${action}` as MessageKey;
