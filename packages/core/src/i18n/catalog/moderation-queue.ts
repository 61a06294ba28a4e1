import { defineCatalog } from '../define.ts';

/** A magazine's own moderation queue on its dashboard, and restoring hidden content. */
export const moderationQueueMessages = defineCatalog({
  en: {
    'dashboard.reports.guest': 'Sign in as an editor of this magazine to work through its reports.',
    'dashboard.reports.denied': "Only the magazine's editors and up work through its reports.",
    'error.report.not.hidden': 'Only hidden content can be restored.',
    'admin.decision.restore': 'Restore',
    'admin.status.restored': 'restored',
    'admin.reports.restored': 'Restored: readers see it again.',
    'dashboard.reports.title': 'Reports',
    'dashboard.reports.intro': "Readers' reports about {name}'s stories and the comments on them.",
  },
  tw: {
    'dashboard.reports.guest': '請以此雜誌的編輯身分登入，以處理它的檢舉。',
    'dashboard.reports.denied': '只有雜誌的編輯及以上可以處理它的檢舉。',
    'error.report.not.hidden': '只有被隱藏的內容可以恢復。',
    'admin.decision.restore': '恢復',
    'admin.status.restored': '已恢復',
    'admin.reports.restored': '已恢復：讀者又看得到了。',
    'dashboard.reports.title': '檢舉',
    'dashboard.reports.intro': '讀者對 {name} 的文章及其留言的檢舉。',
  },
  cn: {
    'dashboard.reports.guest': '请以此杂志的编辑身份登录，以处理它的举报。',
    'dashboard.reports.denied': '只有杂志的编辑及以上可以处理它的举报。',
    'error.report.not.hidden': '只有被隐藏的内容可以恢复。',
    'admin.decision.restore': '恢复',
    'admin.status.restored': '已恢复',
    'admin.reports.restored': '已恢复：读者又看得到了。',
    'dashboard.reports.title': '举报',
    'dashboard.reports.intro': '读者对 {name} 的文章及其评论的举报。',
  },
  in: {
    'dashboard.reports.guest': 'Masuk sebagai editor majalah ini untuk menangani laporannya.',
    'dashboard.reports.denied': 'Hanya editor majalah ke atas yang menangani laporannya.',
    'error.report.not.hidden': 'Hanya konten yang disembunyikan yang dapat dipulihkan.',
    'admin.decision.restore': 'Pulihkan',
    'admin.status.restored': 'dipulihkan',
    'admin.reports.restored': 'Dipulihkan: pembaca dapat melihatnya lagi.',
    'dashboard.reports.title': 'Laporan',
    'dashboard.reports.intro': 'Laporan pembaca tentang cerita {name} dan komentar di dalamnya.',
  },
});
