/**
 * One error vocabulary (SPEC §8 plus ours). Every code has an HTTP status, a numeric errorCode and an
 * i18n key `error.<code>`; the compiler flags a code without them. Code never compares message text.
 */
export const ERRORS = {
  'auth.fail.no.login': { status: 401, errorCode: 1000 },
  unexpected_error: { status: 500, errorCode: 1001 },
  access_deny: { status: 403, errorCode: 1002 },
  not_found: { status: 404, errorCode: 1003 },
  'validation.failed': { status: 400, errorCode: 1004 },
  'request.malformed': { status: 400, errorCode: 1005 },
  'request.too.large': { status: 413, errorCode: 1006 },
  'request.unsupported.type': { status: 415, errorCode: 1007 },
  'request.cross.site': { status: 403, errorCode: 1008 },
  'rate.limited': { status: 429, errorCode: 1009 },
  'service.unavailable': { status: 503, errorCode: 1010 },
  'method.not.allowed': { status: 405, errorCode: 1011 },
  'login.failed': { status: 401, errorCode: 1100 },
  'email.not.registered': { status: 404, errorCode: 1101 },
  'email.used': { status: 409, errorCode: 1102 },
  'username.used': { status: 409, errorCode: 1103 },
  'signup.unexpected': { status: 503, errorCode: 1104 },
  'password.common': { status: 400, errorCode: 1105 },
  'password.current.incorrect': { status: 400, errorCode: 1106 },
  'resetPassword.used': { status: 410, errorCode: 1107 },
  'resetPassword.expired': { status: 410, errorCode: 1108 },
  'tfa.invalid': { status: 400, errorCode: 1109 },
  'tfa.expired': { status: 410, errorCode: 1110 },
  'verify.invalid': { status: 400, errorCode: 1111 },
  'unsubscribe.invalid.token': { status: 400, errorCode: 1112 },
  'unsubscribe.email.not.found': { status: 404, errorCode: 1113 },
  'field.not.updatable': { status: 400, errorCode: 1114 },
  'userId.required': { status: 400, errorCode: 1115 },
  'file.empty': { status: 400, errorCode: 1116 },
  'file.invalid.image': { status: 415, errorCode: 1117 },
  'country.not.available': { status: 403, errorCode: 1118 },
  /** Issue 13: sign-up's own rate limit, worded as new accounts from this address. */
  'signup.limited': { status: 429, errorCode: 1119 },
  'accountTransfer.authenticate.failure': { status: 400, errorCode: 1200 },
  'accountTransfer.publisher.claimed': { status: 409, errorCode: 1201 },
  'accountTransfer.email.used': { status: 409, errorCode: 1202 },
  'accountTransfer.username.used': { status: 409, errorCode: 1203 },
  /** Linked accounts (linked-accounts/providers.ts). */
  'oauth.provider.unavailable': { status: 404, errorCode: 1130 },
  'oauth.state.invalid': { status: 400, errorCode: 1131 },
  'oauth.failed': { status: 400, errorCode: 1132 },
  'oauth.not.linked': { status: 404, errorCode: 1133 },
  'oauth.linked.elsewhere': { status: 409, errorCode: 1134 },
  'oauth.email.missing': { status: 400, errorCode: 1135 },
  'oauth.unlink.last': { status: 409, errorCode: 1136 },
  no_rss: { status: 422, errorCode: 1300 },
  'blog.resubmit.not.allowed': { status: 409, errorCode: 1301 },
  'blog.already.approved': { status: 409, errorCode: 1302 },
  'photo.invalid.external.path': { status: 400, errorCode: 1303 },
  'photo.download.failed': { status: 502, errorCode: 1304 },
  'notebook.no.file': { status: 400, errorCode: 1305 },
  'notebook.photo.failed': { status: 500, errorCode: 1306 },
  'comment.photo.failed': { status: 500, errorCode: 1307 },
  'location.unknown': { status: 404, errorCode: 1308 },
  'title.too.long': { status: 400, errorCode: 1309 },
  'topic.invalid': { status: 400, errorCode: 1310 },
  'topic.url.invalid': { status: 400, errorCode: 1311 },
  'location.url.invalid': { status: 400, errorCode: 1312 },
  'newsletter.image.invalid': { status: 400, errorCode: 1313 },
  'newsletter.image.save.failed': { status: 500, errorCode: 1314 },
  'master.tag.invalid': { status: 400, errorCode: 1315 },
  /** An admin's mistake (a username taken…): errorData.code says which. */
  'tier2.publisher.create.failed': { status: 409, errorCode: 1316 },
  /** A reader reports their own story, comment or profile. */
  'report.own': { status: 400, errorCode: 1317 },
  /** Another moderator decided the report meanwhile. */
  'report.decided': { status: 409, errorCode: 1318 },
  /** Restoring content that is not hidden (removed, dismissed or never decided). */
  'report.not.hidden': { status: 409, errorCode: 1340 },
  'payment.declined': { status: 402, errorCode: 1500 },
  /** Payouts (payments/payouts.ts): an empty balance, or the provider refusing the transfer. */
  'payout.nothing': { status: 409, errorCode: 1520 },
  'payout.refused': { status: 402, errorCode: 1521 },
  /** A payout before the writer's payout account is ready (set up, and with Stripe onboarded). */
  'payout.account.required': { status: 409, errorCode: 1522 },
  /** A payment for this magazine's plan is still being confirmed: a second one waits. */
  'plan.payment.in.progress': { status: 409, errorCode: 1510 },
  /** The plan's price changed since the page showed it (errorData.amountMinor is the new one). */
  'plan.price.changed': { status: 409, errorCode: 1511 },
  /** The plan is not in a state that allows this change (errorData.reason says why). */
  'plan.change.not.allowed': { status: 409, errorCode: 1512 },
  /** SPEC §4: going live needs the plan's enableAdvancedCustomisations. */
  'customisation.live.not.allowed': { status: 403, errorCode: 1660 },
  /** SPEC §6: removing the default footer needs plan group 3 or higher. */
  'customisation.footer.not.allowed': { status: 403, errorCode: 1661 },
  /** SPEC §3 featured items: the address or item names no public story, quiz, topic or publisher. */
  'customisation.featured.not.found': { status: 404, errorCode: 1662 },
  'poll.closed': { status: 409, errorCode: 1450 },
  'poll.already.voted': { status: 409, errorCode: 1451 },
  'liveQa.closed': { status: 409, errorCode: 1452 },
  'invitation.invalid': { status: 404, errorCode: 1620 },
  'invitation.expired': { status: 410, errorCode: 1621 },
  'invitation.revoked': { status: 410, errorCode: 1622 },
  'invitation.used': { status: 410, errorCode: 1623 },
  'invitation.declined': { status: 410, errorCode: 1624 },
  'invitation.wrong.account': { status: 403, errorCode: 1625 },
  'invitation.already.member': { status: 409, errorCode: 1626 },
  'invitation.member.exists': { status: 409, errorCode: 1627 },
  /** Open contribution is off in this magazine: it takes no stories from readers now. */
  'openContribution.off': { status: 409, errorCode: 1640 },
  /** The magazine was closed: it takes no stories. */
  'openContribution.closed': { status: 410, errorCode: 1641 },
  /** An editorial move on a content whose review state changed meanwhile (magazines/editorial.ts). */
  'editorial.conflict': { status: 409, errorCode: 1600 },
  /** Content requests (content-requests/workflow.ts): a move the table or its guards refuse. */
  'contentRequest.not.requester': { status: 403, errorCode: 1700 },
  'contentRequest.not.creator': { status: 403, errorCode: 1701 },
  'contentRequest.wrong.status': { status: 409, errorCode: 1702 },
  'contentRequest.deadline.passed': { status: 409, errorCode: 1703 },
  'contentRequest.deadline.not.passed': { status: 409, errorCode: 1704 },
  'contentRequest.revision.limit': { status: 409, errorCode: 1705 },
  /** The fee of this request is being charged: other moves wait until it is settled. */
  'contentRequest.payment.in.progress': { status: 409, errorCode: 1706 },
  /** Each party rates the other once, after payment (content-requests/ratings.ts). */
  'contentRequest.already.rated': { status: 409, errorCode: 1707 },
  /** Publishing accepted work (content-requests/publication.ts): only a magazine requester publishes. */
  'contentRequest.not.magazine': { status: 409, errorCode: 1708 },
  /** A brief carries ATTACHMENTS_MAX files at most (content-requests/attachments.ts). */
  'contentRequest.attachments.full': { status: 409, errorCode: 1709 },
} as const satisfies Record<string, { status: number; errorCode: number }>;

export type ErrorCode = keyof typeof ERRORS;

export const errorMessageKey = (code: ErrorCode) => `error.${code}` as const;

export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERRORS, value);
